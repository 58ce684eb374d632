import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import effectReturnsCleanup from './effect-returns-cleanup.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('effect-returns-cleanup', effectReturnsCleanup, {
  valid: [
    'useEffect(() => { window.scrollTo({ top: 0 }); }, [id]);',
    'useEffect(() => { const timer = setTimeout(tick, 10); return () => clearTimeout(timer); }, []);',
    'useLayoutEffect(() => { const stop = subscribe(); return stop; });',
    'useEffect(() => { if (!ready) return; start(); }, [ready]);',
    'React.useEffect(function () { return function cleanup() {}; });',
    'useEffect(() => { items.forEach((item) => { return item.close(); }); });',
    'useMemo(() => compute(), [a]);',
  ],
  invalid: [
    {
      code: 'useEffect(() => window.scrollTo({ top: 0 }), [id]);',
      errors: [{ messageId: 'expressionBody' }],
    },
    { code: 'React.useLayoutEffect(() => setEmail(""), []);', errors: [{ messageId: 'expressionBody' }] },
    {
      code: 'useEffect(() => { return window.scrollTo({ top: 0 }); });',
      errors: [{ messageId: 'notCleanup' }],
    },
    { code: 'useEffect(async () => { await load(); });', errors: [{ messageId: 'asyncEffect' }] },
  ],
});
