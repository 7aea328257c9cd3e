import { routes, type RouteDef } from './routes';

// Matches a request against the route table as API Gateway does: a literal segment beats a `{param}`. The local
// server routes every request by it; the publisher routes its in-process API calls by it.

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

const compiled = [...routes]
  .map((route) => ({ route: route as RouteDef, segments: segmentsOf(route.path) }))
  // Fewer parameters first, so `/api/Article/GetPosts` wins over `/api/Article/{id}`.
  .sort((a, b) => a.segments.filter(isParameter).length - b.segments.filter(isParameter).length);

function isParameter(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

export const findRoute = (method: string, path: string): RouteMatch | undefined => {
  const requested = segmentsOf(path);
  for (const { route, segments } of compiled) {
    if (route.method !== method || segments.length !== requested.length) continue;
    const pathParameters: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const actual = requested[index]!;
      if (!isParameter(segment)) return segment === actual;
      try {
        pathParameters[segment.slice(1, -1)] = decodeURIComponent(actual);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, pathParameters };
  }
  return undefined;
};
