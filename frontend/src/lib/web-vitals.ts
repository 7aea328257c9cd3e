import type { Metric } from 'web-vitals';

// Core Web Vitals of real visits. The specification leaves the destination open: the console by default,
// or a collecting endpoint when configuration names one (WEB_VITALS_ENDPOINT), sent with sendBeacon so a
// closing tab still reports.

export const reportWebVitals = (endpoint?: string): void => {
  const report = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: location.pathname,
    });
    if (endpoint && navigator.sendBeacon(endpoint, body)) return;
    console.info('[web-vitals]', metric.name, Math.round(metric.value * 1000) / 1000, metric.rating);
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
    onCLS(report);
    onINP(report);
    onLCP(report);
    onFCP(report);
    onTTFB(report);
  });
};
