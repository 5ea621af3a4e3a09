import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('page titles (WCAG 2.4.2)', () => {
  it.each([
    ['/', 'Dashboard · AI Council'],
    ['/dashboard', 'Dashboard · AI Council'],
    ['/financial', 'Financial Overview · AI Council'],
    ['/communications', 'Communications · AI Council'],
    ['/scenarios', 'Scenarios · AI Council'],
    ['/game-over', 'Game Over · AI Council'],
    ['/leaderboard', "Today's Challenge · AI Council"],
    ['/analytics', 'Analytics · AI Council'],
    ['/achievements', 'Achievements · AI Council'],
    ['/agents', 'AI Agent Council · AI Council'],
    ['/api-keys', 'API Key Setup · AI Council'],
    ['/onboarding', 'Choose Your Mode · AI Council'],
    ['/nowhere', 'Page Not Found · AI Council'],
  ])('when a playing player is on %s, then the title is %s', (path, title) => {
    expect(pageTitle(path, 'playing')).toBe(title);
  });

  it('when the player is signed out or still onboarding, then the title says where they are', () => {
    expect(pageTitle('/financial', 'signed-out')).toBe('AI Council · Your board of AI advisors');
    expect(pageTitle('/dashboard', 'onboarding')).toBe('Choose Your Mode · AI Council');
    expect(pageTitle('/api-keys', 'onboarding')).toBe('API Key Setup · AI Council');
    expect(pageTitle('/dashboard', 'loading')).toBe('AI Council');
  });
});
