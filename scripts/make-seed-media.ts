/**
 * Writes the demo gallery submissions' files of server/seed/media/ (the seed copies them into
 * DATA_DIR/uploads, waiting for review): a 640×360 PNG photo and a two-second 320×180 WebM clip,
 * drawn on a canvas in the system Chromium (the clip recorded with MediaRecorder), so they are real
 * media made on this machine. Run `npx tsx scripts/make-seed-media.ts` after changing a drawing.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();

/** Draws a field scene on a canvas; `t` (0–1) moves the ball for the clip. */
const drawScene = `
  function drawScene(ctx, w, h, t) {
    const sky = ctx.createLinearGradient(0, 0, 0, h * 0.45);
    sky.addColorStop(0, '#0b1f3a');
    sky.addColorStop(1, '#13305a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#2f8f46';
    ctx.fillRect(0, h * 0.45, w, h * 0.55);
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = Math.max(1, w / 320);
    for (let i = 1; i < 10; i += 1) {
      ctx.beginPath();
      ctx.moveTo((w / 10) * i, h * 0.45);
      ctx.lineTo((w / 10) * i, h);
      ctx.stroke();
    }
    ctx.fillStyle = '#f5c542';
    ctx.beginPath();
    ctx.arc(w * 0.15, h * 0.15, h * 0.06, 0, Math.PI * 2);
    ctx.fill();
    const x = w * (0.1 + 0.8 * t);
    const y = h * (0.75 - 0.35 * Math.sin(Math.PI * t));
    ctx.fillStyle = '#8b4513';
    ctx.beginPath();
    ctx.ellipse(x, y, h * 0.05, h * 0.03, -0.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold ' + Math.round(h / 12) + 'px sans-serif';
    ctx.fillText('Mid-South Youth Sports', w * 0.05, h * 0.35);
  }
`;

const photo = await page.evaluate(async (source) => {
  const draw = new Function(`${source}; return drawScene;`)();
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  draw(canvas.getContext('2d'), 640, 360, 0.5);
  const blob: Blob = await new Promise((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}, drawScene);
writeFileSync('server/seed/media/touchdown-photo.png', Uint8Array.from(photo));

// Passed as source text: the TypeScript loader would add helpers the page does not have.
const clip = (await page.evaluate(`(async () => {
  ${drawScene}
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext('2d');
  drawScene(ctx, 320, 180, 0);
  const recorder = new MediaRecorder(canvas.captureStream(15), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 150000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise((resolve) => {
    function frame() {
      const t = Math.min(1, (performance.now() - started) / 2000);
      drawScene(ctx, 320, 180, t);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
})()`)) as number[];
writeFileSync('server/seed/media/kickoff-clip.webm', Uint8Array.from(clip));

await browser.close();
console.log(
  `Wrote touchdown-photo.png (${photo.length} bytes) and kickoff-clip.webm (${clip.length} bytes).`,
);
