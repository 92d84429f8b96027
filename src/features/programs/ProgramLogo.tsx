interface Props {
  src: string;
  size?: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/**
 * A program badge. It is decorative (the title is next to it); when it fails to load, the page's
 * silent-image listener hides it (spec 1 §8: program logo failures are silent).
 */
export default function ProgramLogo({ src, size = 64, eager = false }: Props) {
  return (
    <img
      className="program-logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-silent-fail=""
    />
  );
}
