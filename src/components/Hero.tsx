import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from './icons';

interface HeroProps {
  /** Full size on the home page, compact elsewhere (spec §2). */
  variant: 'full' | 'compact';
  /** The page's own name: its h1. */
  title: ReactNode;
  /** A line above the title naming the part of the site (a category's "Our services"). */
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Motion only for visitors who have not asked for less motion or less data. */
function videoWanted(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

const subscribeToMotionPreference = (onChange: () => void) => {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
};

/**
 * The page's heading over the hero video. The text and the poster are in the first paint;
 * the video is added after the page is up, so it never delays the text.
 */
export function Hero({ variant, title, eyebrow, lead, children }: HeroProps) {
  const { t } = useTranslation();
  const withVideo = useSyncExternalStore(subscribeToMotionPreference, videoWanted, () => false);
  const [playing, setPlaying] = useState(true);
  const video = useRef<HTMLVideoElement>(null);

  const togglePlaying = () => {
    const element = video.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play();
    setPlaying(!playing);
  };

  return (
    // The home page's hero is a region named by its h1; a compact hero is only the page's title
    // (a category's or a doctor's: a region of that name is already the page's open section).
    <section
      id="hero"
      className={`hero hero-${variant}`}
      aria-labelledby={variant === 'full' ? 'page-title' : undefined}
    >
      <div className="hero-media" aria-hidden="true">
        <picture>
          <source srcSet="/media/hero-poster.webp" type="image/webp" />
          <img
            src="/media/hero-poster.jpg"
            alt=""
            width="1280"
            height="720"
            fetchPriority="high"
            decoding="sync"
          />
        </picture>
        {withVideo && (
          <video
            ref={video}
            autoPlay
            muted
            loop
            playsInline
            poster="/media/hero-poster.webp"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src="/media/hero.webm" type="video/webm" />
            <source src="/media/hero.mp4" type="video/mp4" />
          </video>
        )}
      </div>
      <div className="hero-content container">
        {eyebrow && <p className="hero-eyebrow">{eyebrow}</p>}
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="hero-lead">{lead}</p>}
        {children}
      </div>
      {withVideo && (
        <button type="button" className="hero-toggle icon-button" onClick={togglePlaying}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{playing ? t('hero.pause') : t('hero.play')}</span>
        </button>
      )}
    </section>
  );
}
