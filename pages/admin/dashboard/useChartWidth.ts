// The pixel width a chart has, so its SVG is drawn at that size with 12px text instead of scaled
// down on a phone; until the browser has measured it (and on the server) a desktop width.
import { useEffect, useRef, useState } from 'react';

export const DEFAULT_CHART_WIDTH = 560;

export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
