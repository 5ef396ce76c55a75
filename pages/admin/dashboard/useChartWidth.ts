// The pixel width a chart is drawn at, so its SVG keeps 12px text instead of being scaled down on a
// phone: the width of its box, measured before the browser paints (no frame drawn at another
// width), and never under MIN_CHART_WIDTH (a narrower box scrolls). Until measured (and on the
// server) a desktop width.
import { useLayoutEffect, useRef, useState } from 'react';

export const DEFAULT_CHART_WIDTH = 560;
export const MIN_CHART_WIDTH = 240;

export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [boxWidth, setBoxWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBoxWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: Math.max(MIN_CHART_WIDTH, boxWidth), scrolls: boxWidth < MIN_CHART_WIDTH };
}
