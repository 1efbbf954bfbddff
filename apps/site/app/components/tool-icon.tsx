import {
  Binary,
  Braces,
  Clock,
  Diff,
  FileCode,
  FileImage,
  FileLock2,
  Files,
  Hourglass,
  Image,
  ImageDown,
  LayoutGrid,
  ListTodo,
  type LucideIcon,
  MapPin,
  Palette,
  PenTool,
  Regex,
  Scale,
  Scissors,
  Sheet,
  Shield,
  Spline,
  Timer,
  Workflow,
  Wrench,
} from 'lucide-react';

/**
 * The icons tool manifests may name. Listed explicitly so only these reach the bundle; a test checks
 * every registered tool's icon is here.
 */
export const toolIcons: Record<string, LucideIcon> = {
  binary: Binary,
  braces: Braces,
  clock: Clock,
  diff: Diff,
  'file-code': FileCode,
  'map-pin': MapPin,
  regex: Regex,
  scale: Scale,
  shield: Shield,
  files: Files,
  scissors: Scissors,
  'file-lock-2': FileLock2,
  wrench: Wrench,
  hourglass: Hourglass,
  'list-todo': ListTodo,
  timer: Timer,
  'file-image': FileImage,
  image: Image,
  'image-down': ImageDown,
  'layout-grid': LayoutGrid,
  palette: Palette,
  'pen-tool': PenTool,
  spline: Spline,
  sheet: Sheet,
  workflow: Workflow,
};

export function ToolIcon({ name, className }: { name: string; className?: string }) {
  const Icon = toolIcons[name] ?? Wrench;
  return <Icon aria-hidden className={className} />;
}
