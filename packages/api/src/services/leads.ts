import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lead, LeadNote } from '@app/db';
import {
  decideLeadChange,
  type LeadChangeRequest,
  type LeadStage,
  type LeadUpdate,
  type MarkLostInput,
  type MarkWonInput,
  type MoveLeadInput,
  type PipelineStats,
} from '@app/domain';
import { InvalidInputError, NotFoundError } from '../errors.ts';

export const leadNotFoundMessage = 'Lead not found';

/** A lead as the API answers it: JSON-ready, dates as ISO 8601 strings. */
export interface LeadDto {
  id: number;
  name: string;
  email: string;
  contact: string;
  company: string | null;
  teamSize: string | null;
  message: string | null;
  stage: LeadStage;
  estimatedValue: number | null;
  probability: number;
  isWon: boolean;
  isLost: boolean;
  lostReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the answer carries of a lead: the list selects exactly these columns. */
const leadDtoFields = [
  'id',
  'name',
  'email',
  'contact',
  'company',
  'teamSize',
  'message',
  'stage',
  'estimatedValue',
  'probability',
  'isWon',
  'isLost',
  'lostReason',
  'createdAt',
  'updatedAt',
] as const;

/** A managed entity or a plain row read by the query builder. */
type LeadFields = Pick<Lead, (typeof leadDtoFields)[number]>;

export function toLeadDto(lead: LeadFields): LeadDto {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    contact: lead.contact,
    company: lead.company ?? null,
    teamSize: lead.teamSize ?? null,
    message: lead.message ?? null,
    stage: lead.stage,
    estimatedValue: lead.estimatedValue ?? null,
    probability: lead.probability,
    isWon: lead.isWon,
    isLost: lead.isLost,
    lostReason: lead.lostReason ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

/**
 * Newest first. Read as plain rows: the list is only turned into JSON, so building managed
 * entities (identity map, change-tracking snapshots) for every lead would be wasted work.
 */
export async function listLeads(options: { em: EntityManager }): Promise<LeadDto[]> {
  const rows = await options.em
    .createQueryBuilder(Lead)
    .select(leadDtoFields)
    .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
    .execute('all');
  return rows.map(toLeadDto);
}

/**
 * Applies what the pipeline rules (`decideLeadChange`) make of the request, with its note, in
 * one transaction. The lead is locked meanwhile, so concurrent changes queue up and every note
 * describes the state it started from.
 */
async function changeLead(
  em: EntityManager,
  id: number,
  request: LeadChangeRequest,
): Promise<LeadDto> {
  const lead = await em.transactional(async (transaction) => {
    const found = await transaction.findOne(Lead, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (found === null) throw new NotFoundError(leadNotFoundMessage);
    const decision = decideLeadChange(
      {
        stage: found.stage,
        isWon: found.isWon,
        isLost: found.isLost,
        probability: found.probability,
        estimatedValue: found.estimatedValue ?? null,
        lostReason: found.lostReason ?? null,
      },
      request,
    );
    if (!decision.ok) throw new InvalidInputError(decision.message);
    if (decision.changed) {
      Object.assign(found, decision.lead);
      found.updatedAt = new Date();
    }
    if (decision.note !== null)
      transaction.create(LeadNote, { leadId: found.id, note: decision.note });
    return found;
  });
  return toLeadDto(lead);
}

/**
 * The spec's partial update (`PUT /api/leads/{id}`, tRPC `leads.update`). A stage alone is
 * enough: its flags and probability follow from it (Won is won with probability 100, Lost is lost
 * with 0), and a move to another stage writes its note, as the board's calls do.
 */
export function updateLead(options: {
  em: EntityManager;
  input: { id: number; changes: LeadUpdate };
}): Promise<LeadDto> {
  const { id, changes } = options.input;
  return changeLead(options.em, id, { kind: 'update', changes });
}

export function markLeadWon(options: { em: EntityManager; input: MarkWonInput }): Promise<LeadDto> {
  const { id, value } = options.input;
  return changeLead(options.em, id, { kind: 'markWon', value });
}

export function markLeadLost(options: {
  em: EntityManager;
  input: MarkLostInput;
}): Promise<LeadDto> {
  const { id, reason } = options.input;
  return changeLead(options.em, id, { kind: 'markLost', reason });
}

/**
 * A drag on the board. Closing a lead needs its value or reason, so it goes through markWon or
 * markLost instead; moving a closed lead back onto the board reopens it.
 */
export function moveLead(options: { em: EntityManager; input: MoveLeadInput }): Promise<LeadDto> {
  const { id, stage } = options.input;
  return changeLead(options.em, id, { kind: 'move', stage });
}

/** Deletes the lead and its notes together. */
export async function removeLead(options: {
  em: EntityManager;
  input: { id: number };
}): Promise<{ id: number }> {
  const { id } = options.input;
  await options.em.transactional(async (transaction) => {
    await transaction.nativeDelete(LeadNote, { leadId: id });
    const deleted = await transaction.nativeDelete(Lead, { id });
    if (deleted === 0) throw new NotFoundError(leadNotFoundMessage);
  });
  return { id };
}

interface PipelineStatsRow {
  active_leads: string;
  won: string;
  lost: string;
  won_value: string;
}

/** The board's five figures, counted by PostgreSQL over every lead. */
export async function pipelineStats(options: { em: EntityManager }): Promise<PipelineStats> {
  const [row] = await options.em.execute<PipelineStatsRow[]>(
    `select count(*) filter (where not is_won and not is_lost) as active_leads,
            count(*) filter (where is_won) as won,
            count(*) filter (where is_lost) as lost,
            coalesce(sum(estimated_value) filter (where is_won), 0) as won_value
       from leads`,
  );
  const wonValue = Number(row?.won_value ?? 0);
  return {
    activeLeads: Number(row?.active_leads ?? 0),
    won: Number(row?.won ?? 0),
    lost: Number(row?.lost ?? 0),
    wonValue,
    // The spec defines Total Value as the won value, not the whole pipeline.
    totalValue: wonValue,
  };
}
