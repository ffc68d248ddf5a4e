import {
  Award, BookOpen, Bot, Brain, Briefcase, Check, Clock, Code2, Cpu, DollarSign, Eye, FileText, FlaskConical,
  Gamepad2, Gavel, Globe, Heart, Layers, Lightbulb, Lock, Mail, Megaphone, MessageSquare, Newspaper, Palette,
  Rocket, Scale, Search, Server, Shield, Sparkles, Star, Target, Terminal, TrendingUp, Trophy, Users, Zap,
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
};

/** A decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconKey; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
