import { UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { catalogText } from '../../../lib/catalog-text.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { headerImageSrcSet, type HeaderImage } from '../api/header-images.ts';
import classes from './home-page.module.css';

const SHOWN_FOR_MS = 7_000;

/**
 * The header images behind the hero, filling it (they never size it: nothing moves when one loads). The
 * first is in the first screen, picked by the screen's width; the others come after the first paint,
 * lazily, and take turns with it in a crossfade the visitor can pause, or step through by its dots. With
 * reduced motion they change only when the visitor asks.
 */
export function HeaderPictures({ images }: { images: HeaderImage[] }) {
  const t = useT();
  const locale = useLocale();
  const afterFirstPaint = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  const several = afterFirstPaint && count > 1;
  const playing = several && !paused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setChosen((index) => (index + 1) % count), SHOWN_FOR_MS);
    return () => clearInterval(timer);
  }, [playing, count]);
  if (count === 0) return null;
  const shown = chosen % count;
  return (
    <div role="group" aria-roledescription="carousel" aria-label={t('home.pictures.label')}>
      <div aria-live={playing ? 'off' : 'polite'}>
        {(several ? images : images.slice(0, 1)).map((image, index) => (
          <HeaderPicture
            key={image.id}
            image={image}
            first={index === 0}
            shown={index === shown}
            locale={locale}
          />
        ))}
      </div>
      {several && (
        <div className={classes.pictureControls}>
          {!reducedMotion && (
            <UnstyledButton
              className={classes.pictureButton}
              aria-label={t(paused ? 'home.pictures.play' : 'home.pictures.pause')}
              onClick={() => setPaused(!paused)}
            >
              <PlayPauseIcon paused={paused} />
            </UnstyledButton>
          )}
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              className={classes.pictureButton}
              aria-label={t('home.pictures.show', { number: index + 1, count })}
              aria-current={index === shown || undefined}
              onClick={() => setChosen(index)}
            >
              <span className={classes.pictureDot} />
            </UnstyledButton>
          ))}
        </div>
      )}
    </div>
  );
}

function HeaderPicture({
  image,
  first,
  shown,
  locale,
}: {
  image: HeaderImage;
  first: boolean;
  shown: boolean;
  locale: Locale;
}) {
  const alt = catalogText(image.altText, image.altTextJa, locale);
  const srcSet = headerImageSrcSet(image.imageUrl);
  return (
    <img
      className={classes.picture}
      data-shown={shown || undefined}
      src={image.imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? '100vw' : undefined}
      alt={alt.text}
      lang={alt.lang === locale ? undefined : alt.lang}
      aria-hidden={shown ? undefined : true}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? undefined : 'async'}
    />
  );
}

function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
      {paused ? <path d="M4 2l10 6-10 6z" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" />}
    </svg>
  );
}
