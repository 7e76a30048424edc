// The transparency page's figures as CSV (issue 26): the same numbers, amounts in rupees with two
// decimals, one section after another, each cell defused against spreadsheet formulas.
import { csvCell, transparencyText as t } from '@sahyog/core';
import { transparencyFigures } from '../lib/transparency.server.ts';
import type { Route } from './+types/transparency-csv';

const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function loader({ context }: Route.LoaderArgs) {
  const d = await transparencyFigures(context);
  let out = line([t.incomeTitle]);
  out += line([t.month, t.method, t.gifts, t.forCampaigns, t.tipsColumn, t.urgent]);
  for (const r of d.income) out += line([r.month, r.method, String(r.gifts), rupees(r.amountPaise), rupees(r.tipPaise), rupees(r.urgentPaise)]);
  out += line([]);
  out += line([t.spendingTitle]);
  out += line([t.category, t.amount]);
  for (const c of d.spending.byCategory) out += line([c.category, rupees(c.amountPaise)]);
  out += line([]);
  out += line([t.campaignsTitle]);
  out += line([t.campaign, t.spentColumn, t.addedColumn]);
  for (const c of d.spending.byCampaign) out += line([c.title, rupees(c.spentPaise), rupees(c.foundationAddedPaise)]);
  return new Response(out, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="transparency.csv"',
      'cache-control': 'public, max-age=300',
    },
  });
}
