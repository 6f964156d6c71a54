/**
 * The ChatClient conformance suite, written once and run against every implementation that can
 * be reached: memory here (test/memory.conformance.test.ts), the local client with apps/server's
 * gateway there. Each test gets a fresh world from `makeWorld` and disposes of it afterwards.
 *
 *   runConformance('memory', () => memoryWorld());
 */
import { afterEach, beforeEach, describe } from 'vitest';
import { historySpecs } from './history';
import { messagingSpecs } from './messaging';
import { receiptSpecs } from './receipts';
import { reconnectSpecs } from './reconnect';
import { sessionSpecs } from './session';
import { typingSpecs } from './typing';
import { reactionSpecs } from './reactions';
import type { ConformanceWorld, MakeWorld } from './world';

export function runConformance(name: string, makeWorld: MakeWorld): void {
  describe(`ChatClient conformance: ${name}`, () => {
    let current: ConformanceWorld | null = null;
    const world = () => {
      if (!current) throw new Error('The conformance world is not set up.');
      return current;
    };
    beforeEach(async () => {
      current = await makeWorld();
    });
    afterEach(async () => {
      await current?.dispose();
      current = null;
    });

    describe('session', () => sessionSpecs(world));
    describe('messaging', () => messagingSpecs(world));
    describe('recall and read receipts', () => receiptSpecs(world));
    describe('history and conversations', () => historySpecs(world));
    describe('reconnection and resync', () => reconnectSpecs(world));
    describe('typing', () => typingSpecs(world));
    describe('reactions', () => reactionSpecs(world));
  });
}

export {
  describeState,
  eventually,
  record,
  type ConformanceWorld,
  type MakeWorld,
  type Recorded,
} from './world';
