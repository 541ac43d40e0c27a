import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { subscribe } from 'valtio';
import { pickerStore } from '../../centres/picker-store';

export const ROTATE_MS = 5000;

/** 'auto' follows the reduced-motion preference; the other two are the person's explicit choice, which sticks. */
type Choice = 'auto' | 'paused' | 'playing';

/*
 * Everything below starts as "unknown / not blocking" and is read in effects, so the server render and
 * the first client render are the same (no hydration mismatch); nothing rotates before hydration anyway.
 */

/** null until hydrated: the server cannot know the preference. */
function useReducedMotion(): boolean | null {
  const [reduce, setReduce] = useState<boolean | null>(null);
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (!query) {
      setReduce(false);
      return;
    }
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduce;
}

function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** The centre picker sheet or its official-account dialog covers the page: a change behind it is unseen. */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(pickerStore.open || pickerStore.oaDist !== null);
    update();
    return subscribe(pickerStore, update);
  }, []);
  return open;
}

/**
 * The WAI-ARIA APG auto-rotating carousel's rules (WCAG 2.2.2 Pause, Stop, Hide): rotation runs only
 * while nobody hovers or has keyboard focus inside (the rotation control itself excepted, so "start"
 * pressed from the keyboard starts), the page is visible, no modal covers it and the person neither
 * asked for reduced motion nor stopped it; pressing pause, prev, next or a dot stops it for good.
 */
export function useCarouselRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<Choice>('auto');
  const [hover, setHover] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reduce = useReducedMotion();
  const hidden = useDocumentHidden();
  const modal = useModalOpen();
  const rotationControl = useRef<HTMLButtonElement>(null);

  /** What the rotation control offers to stop (true) or start (false). */
  const playing = choice === 'playing' || (choice === 'auto' && reduce !== true);
  const rotating = count > 1 && reduce !== null && playing && !hover && !focusInside && !hidden && !modal;

  // A timeout per slide, not an interval: each resume gives the slide its full time again.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const current = count ? index % count : 0;
  return {
    index: current,
    playing,
    rotating,
    rotationControl,
    toggle: () => setChoice(playing ? 'paused' : 'playing'),
    show: (i: number) => {
      setChoice('paused');
      setIndex(((i % count) + count) % count);
    },
    regionProps: {
      onMouseEnter: () => setHover(true),
      onMouseLeave: () => setHover(false),
      onFocus: (event: FocusEvent<HTMLElement>) => setFocusInside(event.target !== rotationControl.current),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      },
    },
  };
}
