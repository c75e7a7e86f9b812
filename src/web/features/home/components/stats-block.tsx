import type { ComponentType, SVGProps } from 'react';
import Briefcase from 'lucide-react/icons/briefcase';
import Globe from 'lucide-react/icons/globe';
import MessageSquareHeart from 'lucide-react/icons/message-square-heart';
import Users from 'lucide-react/icons/users';
import { groupDigits } from '../../../../shared/digit-grouping.ts';
import type { ShopStat } from '../../../../shared/schemas/shop-settings.ts';

/** One icon per place in the block, whatever the owner calls the figure there. */
const icons: ComponentType<SVGProps<SVGSVGElement>>[] = [
  Globe,
  Briefcase,
  Users,
  MessageSquareHeart,
];

export function StatsBlock({ stats }: { stats: ShopStat[] }) {
  return (
    <section aria-labelledby="stats-heading" className="space-y-6">
      <div className="text-center">
        <h2 id="stats-heading" className="text-2xl font-bold sm:text-3xl">
          Trusted across Bangladesh
        </h2>
        <p className="mt-2 opacity-80">Ten years of building, upgrading and repairing PCs.</p>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat, index) => {
          const Icon = icons[index % icons.length] ?? Globe;
          return (
            <li
              key={index}
              className="flex flex-col items-center gap-1 rounded-box border border-base-300 bg-base-100 p-5 text-center shadow-sm"
            >
              <Icon className="mb-1 size-8 text-primary" aria-hidden="true" />
              <p className="text-3xl font-extrabold tabular-nums sm:text-4xl">
                {groupDigits(stat.value)}
              </p>
              <p className="font-semibold">{stat.label}</p>
              <p className="text-sm opacity-80">{stat.detail}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
