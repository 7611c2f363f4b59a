import { type AnyStateMachine, type AnyStateNode, StateMachine } from 'xstate';
import { transitionLabel, transitionsOf } from './chart-labels.ts';

/**
 * Mermaid reads `;` as the end of a statement, `#…;` as an entity and `::` as a class: none may reach
 * a label raw.
 */
const entities: Record<string, string> = { '#': '#35;', ';': '#59;', '"': '#quot;' };
const escapeText = (text: string) =>
  text.replace(/[#;"]/g, (char) => entities[char] ?? char).replace(/::/g, ':#58;');

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** The node and every state under it, in document order. */
export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childrenOf(node).flatMap(allNodes)];
}

/**
 * Mermaid ids are global to a diagram and may hold neither `-` nor `:`; the machine id in front keeps
 * a state named like a keyword (`note`, `state`, `click`) from reading as one.
 */
function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const taken = new Set<string>();
  for (const node of allNodes(machine.root)) {
    const base = [machine.id, ...node.path].join('_').replace(/\W/g, '_');
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(node, id);
  }
  return ids;
}

function nodeLabel(node: AnyStateNode): string {
  if (node.type !== 'history') return node.key;
  return node.history === 'deep' ? `${node.key} (history, deep)` : `${node.key} (history)`;
}

/** The machine an invoked actor runs, when it is one (its own diagram exists). */
export function invokedMachine(machine: AnyStateMachine, src: unknown): AnyStateMachine | undefined {
  const logic = typeof src === 'string' ? machine.implementations.actors[src] : src;
  return logic instanceof StateMachine ? logic : undefined;
}

/** What a state says beyond its name: tags, invoked actors, and events it handles in place. */
function noteLines(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const lines: string[] = [];
  if (node.description) lines.push(...node.description.split('\n'));
  if (node.tags.length > 0) lines.push(`tags: ${[...node.tags].sort().join(', ')}`);
  for (const invoke of node.invoke) {
    // xstate names an actor written inline in the invoke `xstate.invoke.…`: its id says more.
    const src = typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.') ? invoke.src : invoke.id;
    const child = invokedMachine(machine, invoke.src);
    const what = child ? `${src} (machine ${child.id})` : src;
    lines.push(`invokes ${what}${invoke.id === src ? '' : ` as ${invoke.id}`}`);
  }
  for (const [transition, candidates] of transitionsOf(node)) {
    if (transition.target === undefined || transition.target.length === 0) {
      lines.push(`on ${transitionLabel(transition, candidates)}`);
    }
  }
  return lines;
}

interface ChartContext {
  machine: AnyStateMachine;
  ids: Map<AnyStateNode, string>;
  lines: string[];
}

function idOf({ ids }: ChartContext, node: AnyStateNode): string {
  const id = ids.get(node);
  if (id === undefined) throw new Error(`state ${node.id} is not part of the chart`);
  return id;
}

/**
 * A simple state shows its notes inside its box, under its name (Mermaid lays real notes of nested
 * states out below the whole chart, far from their state); a composite state, which Mermaid gives
 * only a title, gets a note beside it.
 */
function writeNote(chart: ChartContext, node: AnyStateNode, indent: string): void {
  const lines = noteLines(chart.machine, node);
  if (lines.length === 0) return;
  const id = idOf(chart, node);
  if (childrenOf(node).length === 0) {
    for (const line of lines) chart.lines.push(`${indent}${id} : ${escapeText(line)}`);
    return;
  }
  chart.lines.push(`${indent}note right of ${id}`);
  for (const line of lines) chart.lines.push(`${indent}  ${escapeText(line)}`);
  chart.lines.push(`${indent}end note`);
}

/** A compound state starts at its initial child; a parallel one runs each child as a region. */
function writeChildren(chart: ChartContext, parent: AnyStateNode, indent: string): void {
  const children = childrenOf(parent);
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) chart.lines.push(`${indent}--`);
      writeState(chart, child, indent);
    });
    return;
  }
  for (const initial of parent.initial?.target ?? []) {
    chart.lines.push(`${indent}[*] --> ${idOf(chart, initial)}`);
  }
  for (const child of children) writeState(chart, child, indent);
}

function writeState(chart: ChartContext, node: AnyStateNode, indent: string): void {
  const id = idOf(chart, node);
  chart.lines.push(`${indent}state "${escapeText(nodeLabel(node))}" as ${id}`);
  if (childrenOf(node).length > 0) {
    chart.lines.push(`${indent}state ${id} {`);
    writeChildren(chart, node, `${indent}  `);
    chart.lines.push(`${indent}}`);
  }
  if (node.type === 'final') chart.lines.push(`${indent}${id} --> [*]`);
  writeNote(chart, node, indent);
}

function writeTransitions(chart: ChartContext, indent: string): void {
  for (const node of allNodes(chart.machine.root)) {
    for (const [transition, candidates] of transitionsOf(node)) {
      for (const target of transition.target ?? []) {
        const label = escapeText(transitionLabel(transition, candidates));
        chart.lines.push(`${indent}${idOf(chart, node)} --> ${idOf(chart, target)} : ${label}`);
      }
    }
  }
}

/**
 * The machine as a Mermaid `stateDiagram-v2`: nested states as composite states, parallel regions
 * split by `--`, edges labelled with their event, guard and delay, notes for tags and actors.
 * The machine itself is the outermost composite, so that its own transitions have a source.
 */
export function stateChart(machine: AnyStateMachine): string {
  const chart: ChartContext = { machine, ids: mermaidIds(machine), lines: ['stateDiagram-v2'] };
  writeState(chart, machine.root, '  ');
  writeTransitions(chart, '  ');
  return `${chart.lines.join('\n')}\n`;
}
