// /network-test: run the connection checks, and simulate going offline and online.
import { useState } from 'react';
import { Activity, Wifi, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNetwork } from '../../../lib/network.tsx';
import { runNetworkTests, type NetworkTestResult } from '../api/run-network-tests.ts';

const badge = { PASS: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300', FAIL: 'bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-300', ERROR: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300' };

export default function NetworkTestPage() {
  const { online, simulateOffline, simulateOnline } = useNetwork();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const [results, setResults] = useState<NetworkTestResult[]>([]);

  async function run() {
    setState('running');
    setResults(await runNetworkTests());
    setState('done');
  }

  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-bold tracking-tight">Network Test</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Check whether your connection reaches RoboAcademy, and try how the app behaves offline.</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm dark:border-slate-700">
        {online ? <Wifi className="size-4 text-emerald-500" aria-hidden="true" /> : <WifiOff className="size-4 text-rose-500" aria-hidden="true" />}
        Status: <strong>{online ? 'Online' : 'Offline'}</strong>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={run} loading={state === 'running'}>
          <Activity className="size-4" aria-hidden="true" /> {state === 'running' ? 'Running tests...' : 'Run Network Tests'}
        </Button>
        <Button variant="secondary" onClick={simulateOffline}>Simulate Offline</Button>
        <Button variant="secondary" onClick={simulateOnline}>Simulate Online</Button>
      </div>
      {state === 'done' && (
        <table className="mt-8 w-full text-left text-sm">
          <caption className="sr-only">Network test results</caption>
          <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
            <tr><th className="py-2 font-medium">Test</th><th className="py-2 font-medium">Result</th><th className="hidden py-2 font-medium sm:table-cell">Details</th><th className="py-2 text-right font-medium">Time</th></tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.name} className="border-b border-slate-100 align-top dark:border-slate-800/60">
                <td className="py-3 pr-3 font-medium">{r.name}<span className="mt-1 block text-xs font-normal text-slate-500 sm:hidden">{r.detail}</span></td>
                <td className="py-3 pr-3"><span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge[r.status])}>{r.status}</span></td>
                <td className="hidden py-3 pr-3 text-slate-600 sm:table-cell dark:text-slate-400">{r.detail}</td>
                <td className="py-3 text-right tabular-nums text-slate-500">{r.ms} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Container>
  );
}
