// The 1.0 names of the flag types, used as code written for 1.0 uses them. The types are checked
// by the type-check of the tests (npm run typecheck); the calls show they describe what runs.
import {
  flag,
  type CustomEvaluationContext,
  type CustomEvaluationFunction,
  type DecideFunction,
  type EvaluationContext,
  type FeatureFlag,
  type FlagEvaluationContext,
  type FlagRunner,
  type IdentifyFunction,
  type MaybePromise,
} from '../../src/flag.ts';
import type * as root from '../../src/index.ts';

let counter = 0;
const uniqueKey = (name: string) => `${name}-1.0-${++counter}`;

interface Entities {
  guildId: string;
}

// Each alias is the type it names; these fail the type-check if one drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameContext: Same<EvaluationContext, FlagEvaluationContext> = true;
const sameRootFlagRunner: Same<root.FlagRunner<Entities, boolean>, FlagRunner<Entities, boolean>> = true;
const sameRootMaybePromise: Same<root.MaybePromise<number>, MaybePromise<number>> = true;

describe('the 1.0 flag types', () => {
  it('type a flag written for 1.0: identify, decide (entities first) and the runner flag() returns', async () => {
    const identify: IdentifyFunction<Entities> = (context: EvaluationContext) => ({ guildId: context.guild?.id ?? 'none' });
    const decide: DecideFunction<Entities, 'on' | 'off'> = ({ entities }) => (entities.guildId === '42' ? 'on' : 'off');
    const runner: FlagRunner<Entities, 'on' | 'off'> = flag({ key: uniqueKey('typed'), identify, decide });
    const asClass: FeatureFlag<'on' | 'off', Entities> = runner as FeatureFlag<'on' | 'off', Entities>;
    expect(typeof runner).toBe('function');
    expect(asClass.key).toMatch(/^typed-1\.0-/);
    expect(await runner.run({ identify: { guildId: '42' } })).toBe('on');
    expect([sameContext, sameRootFlagRunner, sameRootMaybePromise]).toEqual([true, true, true]);
  });

  it('run() takes a CustomEvaluationContext: the entities, or a CustomEvaluationFunction returning them', async () => {
    const runner: FlagRunner<Entities, boolean> = flag({
      key: uniqueKey('custom'),
      decide: ({ entities }: { entities: Entities }) => entities.guildId === '7',
    });
    const direct: CustomEvaluationContext<Entities> = { identify: { guildId: '7' } };
    const lookup: CustomEvaluationFunction<Entities> = async () => ({ guildId: '8' });
    const syncLookup: CustomEvaluationFunction<Entities> = () => ({ guildId: '7' });
    expect(await runner.run(direct)).toBe(true);
    expect(await runner.run({ identify: lookup })).toBe(false);
    expect(await runner.run({ identify: syncLookup })).toBe(true);
  });

  it('a FlagRunner called outside a handler rejects as the flag does', async () => {
    const key = uniqueKey('outside');
    const runner: FlagRunner<Entities, boolean> = flag<boolean, Entities>({ key, decide: () => true });
    await expect(runner()).rejects.toThrow(`The feature flag "${key}" was called outside a command`);
  });
});
