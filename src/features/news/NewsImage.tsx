import type { ArticleImage } from '../../domain/news';

/** The sizes an article's picture is shown at: a card's (loaded as it nears the screen) or an article's (loaded first). */
const SIZES = {
  card: { className: 'news-card-image', width: 640, height: 360, loading: 'lazy' },
  article: { className: 'news-article-image', width: 1280, height: 720, loading: 'eager' },
} as const;

/** An article's picture in a 16:9 box of known size, so nothing shifts as it loads. */
export default function NewsImage({ image, size }: { image: ArticleImage; size: keyof typeof SIZES }) {
  const { className, width, height, loading } = SIZES[size];
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...(size === 'article' ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
