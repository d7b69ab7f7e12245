// Icons named in roadmap content files; an unknown name falls back to a generic one.
import {
  Activity, BookOpen, Bot, Brain, Bug, Calculator, Car, Cloud, Code, Cpu, Database, Eye, Factory, FileText, FlaskConical, Gauge,
  GitBranch, Layers, Lightbulb, Lock, Map, Monitor, MonitorPlay, Navigation, Network, Radio, Rocket, ShieldAlert, ShieldCheck,
  ShoppingCart, Users, Wifi, Wrench, Zap, type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  Activity, BookOpen, Bot, Brain, Bug, Calculator, Car, Cloud, Code, Cpu, Database, Eye, Factory, FileText, FlaskConical, Gauge,
  GitBranch, Layers, Lock, Map, Monitor, MonitorPlay, Navigation, Network, Radio, Rocket, ShieldAlert, ShieldCheck, ShoppingCart,
  Users, Wifi, Wrench, Zap,
};

export function RoadmapIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Lightbulb;
  return <Icon className={className} aria-hidden="true" />;
}

/** Tailwind classes per phase colour (listed in full so Tailwind keeps them). */
export const phaseColors: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  emerald: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  cyan: 'bg-cyan-100 text-cyan-700 dark:bg-cyan-950 dark:text-cyan-300',
};
