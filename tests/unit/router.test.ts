import { describe, expect, it } from 'vitest';
import { findRoute } from '@vongbi/functions/route-match';
import { routeKey, routes } from '@vongbi/functions/routes';

describe('the route matcher', () => {
  it('prefers a literal segment over a path parameter, as API Gateway does', () => {
    expect(findRoute('GET', '/api/Article/GetPosts')?.route.action).toBe('listNews');
    expect(findRoute('GET', '/api/Article/12')).toMatchObject({
      route: { action: 'get', resource: 'article' },
      pathParameters: { id: '12' },
    });
  });

  it('matches on the method too and decodes parameters', () => {
    expect(findRoute('DELETE', '/api/videos/7')?.route.action).toBe('remove');
    expect(findRoute('PATCH', '/api/videos/7')).toBeUndefined();
    expect(findRoute('GET', '/api/Article/a%20b')?.pathParameters).toEqual({ id: 'a b' });
    expect(findRoute('GET', '/api/Nothing')).toBeUndefined();
  });

  it('reaches every row of the route table', () => {
    for (const route of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      expect(routeKey(findRoute(route.method, path)!.route)).toBe(routeKey(route));
    }
  });

  it('has one row per method and path, and writes guarded by an admin session or a key prefix', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes.filter((row) => row.method !== 'GET' && row.access === 'public')) {
      expect(route, routeKey(route)).toHaveProperty('writesKeys');
    }
  });
});
