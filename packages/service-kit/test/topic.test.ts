import { describe, expect, it } from 'vitest';
import { topicMatches } from '../src/bus/index';

describe('topicMatches (AMQP topic patterns)', () => {
  it.each([
    ['game.started', 'game.started', true],
    ['game.started', 'game.ended', false],
    ['game.*', 'game.started', true],
    ['game.*', 'game.quarter.advanced', false],
    ['game.*', 'game', false],
    ['*.resolved', 'scenario.resolved', true],
    ['*.*.advanced', 'game.quarter.advanced', true],
    ['game.#', 'game', true],
    ['game.#', 'game.started', true],
    ['game.#', 'game.quarter.advanced', true],
    ['game.#', 'gameplay.started', false],
    ['#', 'council.meeting.scheduled', true],
    ['#.advanced', 'game.quarter.advanced', true],
    ['#.advanced', 'advanced', true],
    ['#.advanced', 'game.quarter.ended', false],
    ['council.#.ended', 'council.ended', true],
    ['council.#.ended', 'council.meeting.ended', true],
    ['council.#.ended', 'council.meeting.scheduled', false],
    ['*.meeting.#', 'council.meeting.ended', true],
    ['*.meeting.#', 'meeting.ended', false],
    ['#.#', 'a.b.c', true],
    ['*', 'a.b', false],
    ['a.*.#', 'a', false],
    ['a.*.#', 'a.b', true],
  ])('%s against %s is %s', (pattern, routingKey, expected) => {
    expect(topicMatches(pattern, routingKey)).toBe(expected);
  });

  it('stays fast on many # words', () => {
    const key = Array.from({ length: 40 }, (_, i) => `w${i}`).join('.');
    expect(topicMatches('#.#.#.#.#.#.#.#.#.#.nope', key)).toBe(false);
  });
});
