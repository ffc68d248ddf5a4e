import { NodeFS } from "@electric-sql/pglite/nodefs";
import fs from "node:fs";
import { othersBits, privateFolderMode } from "./private-data-dir.ts";

/**
 * PGlite's file layer passes the modes its PostgreSQL asks for straight to chmod, under PostgreSQL's
 * own umask of 022 inside WebAssembly, so the process umask does not reach them (its initial files come
 * out 0666, its relcache files 0644). This layer takes the group and other bits off every mode it sets.
 */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true, mode: privateFolderMode });
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const { emscriptenOpts } = await super.init(...args);
    const ownerOnly = (mod: object) => {
      const ops = (mod as unknown as { NODEFS: { node_ops: NodeOps } }).NODEFS.node_ops;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~othersBits, dev);
      ops.setattr = (node, attr) => setattr(node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~othersBits });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}

interface NodeOps {
  mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  setattr(node: unknown, attr: { mode?: number | null }): void;
}
