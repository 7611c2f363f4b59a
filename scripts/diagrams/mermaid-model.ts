import mermaid from 'mermaid';

/** A node as Mermaid's state diagram keeps it for layout (its `getData()`). */
export interface MermaidNode {
  id: string;
  parentId?: string | null;
  label?: string;
  isGroup: boolean;
  description?: string[] | null;
  shape?: string;
}

export interface MermaidEdge {
  start: string;
  end: string;
  label?: string;
}

export interface MermaidModel {
  nodes: MermaidNode[];
  edges: MermaidEdge[];
}

let registered: Promise<unknown> | undefined;

/**
 * What Mermaid itself reads from a chart: the nodes with their parents and the labelled edges.
 * Throws Mermaid's syntax error for a chart it cannot parse. Needs a DOM (happy-dom in tests).
 */
export async function readMermaid(chart: string): Promise<MermaidModel> {
  // Parsing is slow (~1 s for a large chart): a tiny chart registers the diagram types, once.
  registered ??= mermaid.parse('stateDiagram-v2\n');
  await registered;
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(chart);
  const { nodes, edges } = (diagram.db as unknown as { getData(): MermaidModel }).getData();
  return { nodes, edges };
}
