/**
 * <hero-video>: the home video (spec 1 §2.3). Nothing is downloaded until the element is at least
 * half visible on a screen wider than 640 px; then it plays muted and looping. It pauses when less
 * than half visible and resumes unless the visitor paused it. At 640 px and below the poster image
 * is shown instead (CSS) and the video never loads. Pause/Play and Mute/Unmute buttons.
 */
import { POSTER_MAX_WIDTH, VIDEO_VISIBLE_RATIO } from '../../domain/home';

class HeroVideo extends HTMLElement {
  private video: HTMLVideoElement | null = null;
  private userPaused = false;
  private visible = false;

  connectedCallback(): void {
    this.video = this.querySelector('video');
    const playButton = this.querySelector<HTMLButtonElement>('[data-play]');
    const muteButton = this.querySelector<HTMLButtonElement>('[data-mute]');
    const video = this.video;
    if (!video || !playButton || !muteButton) return;

    const narrow = window.matchMedia(`(max-width: ${POSTER_MAX_WIDTH}px)`);
    this.userPaused = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const labels = () => {
      playButton.textContent = video.paused ? 'Play' : 'Pause';
      muteButton.textContent = video.muted ? 'Unmute' : 'Mute';
    };
    video.addEventListener('play', labels);
    video.addEventListener('pause', labels);
    video.addEventListener('volumechange', labels);

    playButton.addEventListener('click', () => {
      if (video.paused) {
        this.userPaused = false;
        this.start();
      } else {
        this.userPaused = true;
        video.pause();
      }
      labels();
    });
    muteButton.addEventListener('click', () => {
      video.muted = !video.muted;
      labels();
    });

    const update = () => {
      if (this.visible && !narrow.matches && !this.userPaused) this.start();
      else if (!video.paused) video.pause();
    };
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) this.visible = entry.intersectionRatio >= VIDEO_VISIBLE_RATIO;
        update();
      },
      { threshold: [0, VIDEO_VISIBLE_RATIO, 1] },
    ).observe(this);
    narrow.addEventListener('change', update);

    labels();
    this.querySelector<HTMLElement>('[data-controls]')?.removeAttribute('hidden');
  }

  /** Sets the sources on first use, then plays; a refused play (autoplay policy) is left paused. */
  private start(): void {
    const video = this.video;
    if (!video) return;
    if (!video.dataset.loaded) {
      video.dataset.loaded = 'true';
      for (const [type, src] of [
        ['video/webm', this.dataset.webm],
        ['video/mp4', this.dataset.mp4],
      ] as const) {
        if (!src) continue;
        const source = document.createElement('source');
        source.type = type;
        source.src = src;
        video.append(source);
      }
      video.load();
    }
    video.play().catch(() => {
      // Autoplay refused or the file failed: stay on the poster; the Play button remains.
    });
  }
}

if (!customElements.get('hero-video')) customElements.define('hero-video', HeroVideo);
