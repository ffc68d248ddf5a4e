import {
  Award, BookOpen, Bot, Brain, Briefcase, Check, Clock, Code2, Cpu, DollarSign, Eye, FileText, FlaskConical,
  Gamepad2, Gavel, Globe, Heart, Layers, Lightbulb, Lock, Mail, Megaphone, MessageSquare, Newspaper, Palette,
  Rocket, Scale, Search, Server, Shield, Sparkles, Star, Target, Terminal, TrendingUp, Trophy, Users, Zap,
  Activity, Building2, Calendar, ChartColumn, Cloud, Coins, Compass, Crown, Database, FileCheck, Fingerprint,
  Flag, Gem, GitBranch, GraduationCap, Handshake, Headphones, Infinity as InfinityIcon, Key, Landmark, Monitor,
  Network, Package, Plug, Puzzle, Settings, ShieldCheck, Smartphone, TriangleAlert, UserCheck, Workflow,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { IconKey } from "~/content/icons";

const icons: Record<IconKey, LucideIcon> = {
  shield: Shield, bot: Bot, flask: FlaskConical, brain: Brain, gamepad: Gamepad2, briefcase: Briefcase,
  scale: Scale, "trending-up": TrendingUp, megaphone: Megaphone, code: Code2, cpu: Cpu, lock: Lock, zap: Zap,
  target: Target, rocket: Rocket, users: Users, globe: Globe, clock: Clock, award: Award, star: Star,
  book: BookOpen, "file-text": FileText, mail: Mail, message: MessageSquare, search: Search, layers: Layers,
  eye: Eye, lightbulb: Lightbulb, trophy: Trophy, heart: Heart, sparkles: Sparkles, server: Server,
  terminal: Terminal, gavel: Gavel, dollar: DollarSign, newspaper: Newspaper, palette: Palette, check: Check,
  key: Key, fingerprint: Fingerprint, network: Network, database: Database, cloud: Cloud, wrench: Wrench,
  settings: Settings, "git-branch": GitBranch, package: Package, plug: Plug, calendar: Calendar,
  building: Building2, handshake: Handshake, "graduation-cap": GraduationCap, infinity: InfinityIcon,
  activity: Activity, chart: ChartColumn, alert: TriangleAlert, "shield-check": ShieldCheck,
  "user-check": UserCheck, compass: Compass, flag: Flag, workflow: Workflow, puzzle: Puzzle, crown: Crown,
  coins: Coins, gem: Gem, landmark: Landmark, headphones: Headphones, "file-check": FileCheck,
  monitor: Monitor, smartphone: Smartphone,
};

/** A decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconKey; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
