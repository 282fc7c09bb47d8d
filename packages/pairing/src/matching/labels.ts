/** The labels of the alternating forest and the dual-change cases of a search (internal). */

// Labels, per vertex and per top-level blossom (`label`):
/** Not in any tree (networkx: label 0). */
export const FREE = 0;
/** Outer vertex or blossom: at even distance from its tree's root (networkx: label 1). */
export const S = 1;
/** Inner vertex or blossom: at odd distance from its tree's root (networkx: label 2). */
export const T = 2;
/** Added to S while `scanBlossom` walks up the two trees, to find where the paths meet. */
export const BREADCRUMB = 4;

// The four dual changes of a stage (Galil 1986; networkx's deltatype 1–4), the smallest wins:
/** None found yet. */
export const NO_DELTA = -1;
/** delta1: the smallest dual of an S-vertex (a free root can take dual 0 and stop). */
export const DELTA1 = 1;
/** delta2: the smallest slack of an edge from an S-vertex to a free vertex (the tree grows). */
export const DELTA2 = 2;
/** delta3: half the smallest slack of an edge between two S-blossoms (a blossom or an augmenting path). */
export const DELTA3 = 3;
/** delta4: the smallest dual of a top-level T-blossom (it is expanded). */
export const DELTA4 = 4;
