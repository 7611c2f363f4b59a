// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not, setup, stateIn } from 'xstate';
import { type MermaidModel, readMermaid } from './mermaid-model.ts';
import { stateChart } from './state-chart.ts';

const helper = setup({}).createMachine({
  id: 'helper',
  initial: 'helping',
  states: { helping: { type: 'final' } },
});

/** Small, but with every construct the generator draws. */
const sample = setup({
  actors: { upload: fromPromise(async () => 'stored'), helper },
  guards: { isReady: () => true, hasItems: () => true },
  delays: { debounce: 300 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { 'app.reset': '.idle' },
  states: {
    idle: {
      tags: ['ready', 'editing'],
      on: {
        'form.submit': [
          { guard: and(['isReady', not('hasItems')]), target: 'working' },
          { target: 'failed' },
        ],
        'form.touch': { guard: 'isReady', actions: () => {} },
      },
    },
    working: {
      type: 'parallel',
      tags: 'busy',
      onDone: 'finished',
      states: {
        upload: {
          initial: 'sending',
          states: {
            sending: { invoke: { id: 'upload', src: 'upload', onDone: 'sent', onError: '#sample.failed' } },
            sent: { type: 'final' },
          },
        },
        timer: {
          initial: 'waiting',
          on: { 'timer.restart': '.waiting' },
          states: {
            waiting: { after: { debounce: 'checking', 5000: '#sample.failed' } },
            checking: {
              always: [
                { guard: stateIn({ working: { upload: 'sent' } }), target: 'idle' },
                { target: 'waiting' },
              ],
            },
            idle: { type: 'final', tags: 'done' },
          },
        },
      },
    },
    failed: {
      tags: 'error',
      invoke: { id: 'support', src: 'helper', onError: 'idle' },
      on: { 'form.retry': 'working' },
    },
    finished: { type: 'final' },
  },
});

const chart = stateChart(sample);
let model: MermaidModel;
const node = (id: string) => model.nodes.find((candidate) => candidate.id === id);
const edgesBetween = (start: string, end: string) =>
  model.edges.filter((edge) => edge.start === start && edge.end === end).map((edge) => edge.label);

/** A label as the page shows it: Mermaid stores entities as `ﬂ°°59¶ß` (`&#59;`) and `ﬂ°quot¶ß` (`&quot;`). */
const shown = (label = '') =>
  label
    .replace(/ﬂ°°(\d+)¶ß/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/ﬂ°quot¶ß/g, '"');

describe('the statechart of a machine', () => {
  beforeAll(async () => {
    model = await readMermaid(chart);
  });

  it('is a Mermaid state diagram', () => {
    expect(chart.startsWith('stateDiagram-v2\n')).toBe(true);
  });

  it('draws the machine as the outermost composite state', () => {
    expect(node('sample')).toMatchObject({ label: 'sample', isGroup: true });
    expect(node('sample')?.parentId).toBeFalsy();
    expect(node('sample_idle')).toMatchObject({ label: 'idle', parentId: 'sample' });
  });

  it('nests states in their parents, with ids that stay unique where names repeat', () => {
    expect(node('sample_working_upload_sending')?.parentId).toBe('sample_working_upload');
    expect(node('sample_working_timer_idle')).toMatchObject({
      label: 'idle',
      parentId: 'sample_working_timer',
    });
    expect(node('sample_idle')?.parentId).toBe('sample');
  });

  it('splits a parallel state into one region per child', () => {
    const upload = node('sample_working_upload');
    const timer = node('sample_working_timer');
    expect(upload?.parentId).not.toBe(timer?.parentId);
    for (const region of [upload, timer]) {
      expect(node(String(region?.parentId))).toMatchObject({ shape: 'divider', parentId: 'sample_working' });
    }
    expect(chart).toMatch(/\n +--\n/);
  });

  it('starts each compound state at its initial state and ends at its final states', () => {
    expect(edgesBetween('sample_start', 'sample_idle')).toEqual(['']);
    expect(edgesBetween('sample_working_upload_start', 'sample_working_upload_sending')).toEqual(['']);
    expect(edgesBetween('sample_working_upload_sent', 'sample_working_upload_end')).toEqual(['']);
    expect(edgesBetween('sample_finished', 'sample_end')).toEqual(['']);
  });

  it('labels edges with the event and its guard, the fallback as [else]', () => {
    expect(edgesBetween('sample_idle', 'sample_working')).toEqual(['form.submit [isReady and not hasItems]']);
    expect(edgesBetween('sample_idle', 'sample_failed')).toEqual(['form.submit [else]']);
    expect(edgesBetween('sample_failed', 'sample_working')).toEqual(['form.retry']);
  });

  it('labels eventless transitions always, with a stateIn guard as the state it asks for', () => {
    expect(edgesBetween('sample_working_timer_checking', 'sample_working_timer_idle')).toEqual([
      'always [in(working.upload.sent)]',
    ]);
    expect(edgesBetween('sample_working_timer_checking', 'sample_working_timer_waiting')).toEqual([
      'always [else]',
    ]);
  });

  it('labels timers after(name), or after(ms) for a number', () => {
    expect(edgesBetween('sample_working_timer_waiting', 'sample_working_timer_checking')).toEqual([
      'after(debounce)',
    ]);
    expect(edgesBetween('sample_working_timer_waiting', 'sample_failed')).toEqual(['after(5000ms)']);
  });

  it('labels how invoked actors and composite states end', () => {
    expect(edgesBetween('sample_working_upload_sending', 'sample_working_upload_sent')).toEqual([
      'done(upload)',
    ]);
    expect(edgesBetween('sample_working_upload_sending', 'sample_failed')).toEqual(['error(upload)']);
    expect(edgesBetween('sample_failed', 'sample_idle')).toEqual(['error(support)']);
    expect(edgesBetween('sample_working', 'sample_finished')).toEqual(['done']);
  });

  it("draws a composite state's own transitions from its box, the machine's from the outermost one", () => {
    expect(edgesBetween('sample_working_timer', 'sample_working_timer_waiting')).toEqual(['timer.restart']);
    expect(edgesBetween('sample', 'sample_idle')).toEqual(['app.reset']);
  });

  it('lists tags, invoked actors and events handled in place under the name of a simple state', () => {
    expect(node('sample_idle')?.description).toEqual(['tags: editing, ready', 'on form.touch [isReady]']);
    expect(node('sample_working_upload_sending')?.description).toEqual(['invokes upload']);
    expect(node('sample_failed')?.description).toEqual([
      'tags: error',
      'invokes helper (machine helper) as support',
    ]);
    expect(node('sample_working_timer_idle')?.description).toEqual(['tags: done']);
  });

  it('names an actor written inline in the invoke by its id', async () => {
    const inline = createMachine({
      id: 'inline',
      initial: 'saving',
      states: { saving: { invoke: { id: 'save', src: fromPromise(async () => 1) } } },
    });
    expect(stateChart(inline)).toContain('inline_saving : invokes save\n');
  });

  it('gives a composite state its tags in a note', () => {
    expect(chart).toContain('    note right of sample_working\n      tags: busy\n    end note\n');
    expect(model.nodes.some((note) => note.shape === 'note' && note.label?.trim() === 'tags: busy')).toBe(
      true,
    );
  });

  it('keeps characters Mermaid reads as syntax out of labels', async () => {
    const odd = setup({}).createMachine({
      id: 'odd',
      initial: 'a',
      states: { a: { on: { 'say;#"hi"::': 'b' } }, b: {} },
    });
    const { edges } = await readMermaid(stateChart(odd));
    expect(edges.map((edge) => [edge.start, edge.end])).toEqual([
      ['odd_start', 'odd_a'],
      ['odd_a', 'odd_b'],
    ]);
    expect(shown(edges[1]?.label)).toBe('say;#"hi"::');
  });

  it('draws history states, self transitions and wildcard events', async () => {
    const wizard = createMachine({
      id: 'wizard',
      initial: 'steps',
      states: {
        steps: {
          initial: 'one',
          states: {
            one: { on: { 'step.next': 'two', 'step.again': { target: 'one', reenter: true } } },
            two: {},
            resume: { type: 'history', history: 'deep' },
          },
          on: { 'help.open': 'help' },
        },
        help: { on: { '*': 'steps.resume' } },
      },
    });
    const { nodes, edges } = await readMermaid(stateChart(wizard));
    expect(nodes.find((each) => each.id === 'wizard_steps_resume')).toMatchObject({
      label: 'resume (history, deep)',
      parentId: 'wizard_steps',
    });
    expect(edges.map(({ start, end, label }) => [start, end, label])).toContainEqual([
      'wizard_steps_one',
      'wizard_steps_one',
      'step.again',
    ]);
    expect(edges.map(({ start, end, label }) => [start, end, label])).toContainEqual([
      'wizard_help',
      'wizard_steps_resume',
      '*',
    ]);
  });

  it('would be caught if Mermaid could not read it', async () => {
    await expect(readMermaid('stateDiagram-v2\n  state "unclosed as a\n')).rejects.toThrow();
  });

  it('writes the same text for the same machine', () => {
    expect(stateChart(sample)).toBe(chart);
  });
});
