// The transparency page's figures (issue 26): income from the giving module, spending from the
// spending module, read at once; the page and its CSV show the same numbers.
import type { IncomeRow, SpendingTotals } from '@sahyog/core';
import type { RouterContextProvider } from 'react-router';
import { services } from './services.server.ts';

export interface TransparencyFigures {
  income: IncomeRow[];
  spending: SpendingTotals;
  receivedPaise: number;
  tipPaise: number;
  urgentPaise: number;
  addedPaise: number;
}

export async function transparencyFigures(context: Readonly<RouterContextProvider>): Promise<TransparencyFigures> {
  const { giving, spending } = services(context);
  const [income, totals] = await Promise.all([giving.incomeByMonth(), spending.totals()]);
  const sum = (f: (r: IncomeRow) => number) => income.reduce((n, r) => n + f(r), 0);
  return {
    income,
    spending: totals,
    receivedPaise: sum((r) => r.amountPaise),
    tipPaise: sum((r) => r.tipPaise),
    urgentPaise: sum((r) => r.urgentPaise),
    addedPaise: totals.byCampaign.reduce((n, c) => n + c.foundationAddedPaise, 0),
  };
}
