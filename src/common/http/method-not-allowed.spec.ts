import { RouteMethods } from './method-not-allowed';

describe('RouteMethods', () => {
  const routes = new RouteMethods();
  routes.add('/api/matches', ['GET', 'HEAD']);
  routes.add('/api/matches', ['POST']);
  routes.add('/api/matches/:id', ['GET', 'HEAD']);
  routes.add('/api/matches/:id/moves', ['POST']);
  routes.add('/api/matches/open', ['GET']);
  routes.add('/files/*', ['GET']);
  routes.add('/api/a.b', ['GET']);

  it('gathers the methods of every route matching a path, sorted', () => {
    expect(routes.allowed('/api/matches')).toEqual(['GET', 'HEAD', 'POST']);
    expect(routes.allowed('/api/matches/3f0c')).toEqual(['GET', 'HEAD']);
    expect(routes.allowed('/api/matches/open')).toEqual(['GET', 'HEAD']);
    expect(routes.allowed('/api/matches/3f0c/moves')).toEqual(['POST']);
    expect(routes.allowed('/files/deep/down.txt')).toEqual(['GET']);
  });

  it('matches a parameter within one segment, and the rest of a path literally', () => {
    expect(routes.allowed('/api/matches/3f0c/moves/extra')).toEqual([]);
    expect(routes.allowed('/api/matches/')).toEqual([]);
    expect(routes.allowed('/api/axb')).toEqual([]);
    expect(routes.allowed('/api')).toEqual([]);
  });
});
