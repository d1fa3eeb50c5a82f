//===- OMPTree.h - The OpenMP translation of OpenACC constructs --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// accc's small OpenMP IR. The lowering (TransformACCToOMP) attaches one
/// OMPNode to every OpenACC construct (the seed's "hidden OpenMP child"); the
/// printers and the dump read it, and OMPPrint.cpp is its one serializer.
/// Clang's OpenMP AST nodes cannot be built outside Sema, so the IR is accc's
/// own, structured down to the list item:
///
///   OMPNode      layers, outside in, around the construct's statement
///   OMPLayer     an optional compound statement (prologue, epilogue) and an
///                optional directive, or statements in place of a directive
///   OMPStmt      a local declaration, a statement, a standalone directive,
///                or a loop over statements (pointer-chain rows)
///   OMPDirective directive words and clauses           (OMPDirective.h)
///   OMPClause    {kind, modifiers, items} or {kind, argument}
///   OMPItem      the declaration a list item names, and its spelling
///
/// Merging, fusing and privatizing compare declarations (OMPItem::Decl),
/// never text.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_OMPTREE_H
#define ACCC_TRANSFORM_OMPTREE_H

#include "accc/Transform/OMPDirective.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace accc::transform {

/// A second version of a collapsed nest's directive, chosen at run time
/// (CollapseVersions.cpp): on the GPU a kernel over one int loop where the
/// nest's iterations fit in an int (clang's collapsed index is 64-bit, whose
/// division per iteration costs registers and occupancy); on multicore the
/// outer loop alone (OuterLoop). The layer prints, in place of its
/// directive:
///
///   {
///   <Counts>                              the trip counts, long long
///   if (<Fits>) {
///   <Before>                              their product, as an int
///   #pragma omp <the layer's directive, without collapse>
///   for (int <Var> = 0; <Var> < <End>; ++<Var>) {
///   <Indices>                             the loop variables, from Var
///   <the innermost loop's body>           printed again (VersionBodyLine)
///   }
///   } else {
///   #pragma omp <the layer's directive>   the nest as written
///
/// and `}` `}` after the statement (OuterLoop: no int loop, no Indices; the
/// whole nest is printed again).
/// The direct form of a collapsed nest's second version (DirectKernels.cpp):
/// a kernel in LLVM's `ompx_bare` mode, each thread one iteration, its
/// position on each collapsed level from the block and thread numbers
/// (innermost loop: x, then y, z), chosen where the construct runs on a GPU.
/// In place of the 32-bit index's loop the layer prints:
///
///   if (<Fits>) {
///   <Before>                              the counts as ints, the blocks
///   #pragma omp target teams ompx_bare num_teams(<NumTeams>)
///       thread_limit(<ThreadLimit>) <the layer's data clauses>
///   {
///   <Partials>                            a reduction's partial results
///   <Positions>
///   <StrideLoop> {                        a reduction's outermost level
///   if (<Guard>) {
///   <Indices> <Privates>                  the loop variables, the privates
///   do {
///   <the innermost loop's body>           (a `continue` ends the iteration)
///   } while (0);
///   }
///   }                                     (StrideLoop's)
///   <Tail>                                the block's reduction, its atomics
///   }
///   } else {
///
/// A kernel that reduces (GangReductions.cpp, "Direct kernels") runs a
/// grid of a few blocks per SM whose threads step through the outermost
/// level (StrideLoop), so that few blocks add to the accumulators.
struct OMPDirectKernel {
  std::string Fits;
  OMPStmts Before;
  std::string NumTeams, ThreadLimit;
  /// The most threads a block has (ThreadLimit's product at most).
  unsigned BlockThreads = 256;
  OMPStmts Positions;
  std::string Guard;
  OMPStmts Indices;
  /// Local declarations of the directive's private variables (each thread's
  /// own: a bare kernel's `private` clause would give one per team).
  OMPStmts Privates;
  /// A reduction's (a nest of 2 or 3 loops): each thread's partial
  /// results, the loop header that steps the outermost level's position
  /// through the grid (that position is then not in Positions or Guard,
  /// which keep the others), and what the block does after it.
  OMPStmts Partials;
  std::string StrideLoop;
  OMPStmts Tail;
  /// The dynamic shared memory the block's reduction takes (bytes; 0:
  /// none), or an expression of the bytes the block's copies of arrays
  /// reduced by atomic updates take (AtomicReductions.cpp rule 4).
  unsigned SharedBytes = 0;
  std::string SharedBytesExpr;

  /// A gang loop whose body holds one vector loop that reduces into the
  /// body's own variables (matrix-vector products, sparse rows;
  /// RowKernels.cpp): a block per gang iteration (StrideLoop), whose
  /// threads run the body's statements before the vector loop (Prefix:
  /// declarations and assignments of their own variables), share the
  /// vector loop's iterations and reduce them in the block, and whose first
  /// thread runs the statements after it (Suffix). In place of the body
  /// the kernel prints
  ///
  ///   <Prefix>                       (RowPrefixLine)
  ///   {
  ///   <Open>                         the block's results, the threads'
  ///                                  partials, the loop's count, the
  ///                                  thread's loop and loop variable
  ///   <Privates>                     the vector loop's private variables
  ///   do {
  ///   <the vector loop's body>       (RowLoopBodyLine)
  ///   } while (0);
  ///   <Close>                        the thread's loop's end, the block's
  ///                                  reduction, the results
  ///   }
  ///   if (<thread> == 0) {
  ///   <Suffix>                       (RowSuffixLine)
  ///   }
  struct RowLoop {
    std::vector<const clang::Stmt *> Prefix, Suffix;
    /// The vector loop's construct, and the body of its `for`.
    const clang::OpenACCConstructStmt *Loop = nullptr;
    const clang::Stmt *LoopBody = nullptr;
    OMPStmts Open, Privates, Close;
    /// The block's thread number (Positions declares it).
    std::string Thread;
  };
  std::optional<RowLoop> Row;

  /// The kernel's directive: \p D's words up to `teams`, its data clauses
  /// (map, firstprivate, shared, is_device_ptr, nowait, depend), ompx_bare,
  /// num_teams and thread_limit, and ompx_dyn_cgroup_mem where SharedBytes.
  OMPDirective directive(const OMPDirective &D) const;
  /// Whether \p D's clauses all have a place in the kernel's (or, private,
  /// in Privates): none that reduces, keeps last values or is unknown.
  static bool accepts(const OMPDirective &D);
};

struct OMPCollapseVersion {
  OMPStmts Counts;
  std::string Fits;
  OMPStmts Before;
  std::string Var, End;
  OMPStmts Indices;
  /// The outermost loop of the nest, its collapsed levels, and the body of
  /// the innermost one.
  const clang::ForStmt *Nest = nullptr;
  unsigned Levels = 0;
  const clang::Stmt *Body = nullptr;
  /// Multicore: the version is the nest as written under the directive
  /// without collapse (Body is Nest; no Before, Var, End or Indices).
  bool OuterLoop = false;
  /// GPU: the direct kernel that replaces the 32-bit index's where the
  /// construct runs on a GPU (DirectKernels.cpp).
  std::optional<OMPDirectKernel> Direct;
  /// A `parallel` construct's one loop construct, unfused (the version is
  /// the `target teams` layer's): its directive has the nest's private
  /// clauses.
  const clang::OpenACCConstructStmt *LoopConstruct = nullptr;

  /// \p D, the layer's directive, without its collapse clause.
  static OMPDirective uncollapsed(const OMPDirective &D);
};

/// The lines the printers replace (replaceVersionLines): the body of an
/// OMPCollapseVersion's nest, and the first and last line of the version.
inline constexpr llvm::StringLiteral VersionBodyLine =
    "__accc_collapse_version_body__";
inline constexpr llvm::StringLiteral VersionBeginLine =
    "__accc_collapse_version_begin__";
inline constexpr llvm::StringLiteral VersionEndLine =
    "__accc_collapse_version_end__";
/// The lines of an OMPDirectKernel::RowLoop's source parts that the
/// printers replace (replaceRowLines).
inline constexpr llvm::StringLiteral RowPrefixLine = "__accc_row_prefix__";
inline constexpr llvm::StringLiteral RowLoopBodyLine =
    "__accc_row_loop_body__";
inline constexpr llvm::StringLiteral RowSuffixLine = "__accc_row_suffix__";
/// \p Lines with RowPrefixLine, RowLoopBodyLine and RowSuffixLine replaced
/// by \p Prefix, \p LoopBody and \p Suffix (lines left out where empty).
std::vector<std::string> replaceRowLines(std::vector<std::string> Lines,
                                         llvm::StringRef Prefix,
                                         llvm::StringRef LoopBody,
                                         llvm::StringRef Suffix);
/// \p Lines with the row kernel's placeholder lines replaced by what they
/// stand for, in words (the acc-omp modes, which comment the OpenMP out).
std::vector<std::string> describeRowLines(std::vector<std::string> Lines);
/// \p Lines (openingLines) with VersionBodyLine replaced by \p Body and
/// VersionBeginLine and VersionEndLine by \p Begin and \p End (lines left
/// out where empty).
std::vector<std::string> replaceVersionLines(std::vector<std::string> Lines,
                                             llvm::StringRef Body,
                                             llvm::StringRef Begin = "",
                                             llvm::StringRef End = "");

/// A standalone `target enter data` or `target exit data` whose members of
/// one object are each mapped apart through locals that point to them, and
/// its grouped version, chosen at run time (MemberStandIns.cpp rule 7):
/// the members as clang maps them, one range per object with one
/// reference count, where each object's members lie in one present piece
/// of device memory. In place of its directive the layer prints
///
///   if (<Together>) {
///   #pragma omp <Directive>             the grouped version
///   } else {
///   #pragma omp <the layer's directive> the members apart
///   }
struct OMPGroupedVersion {
  std::string Together;
  OMPDirective Directive;
};

/// One level of a translation: an optional compound statement opened with
/// a prologue (the seed's "wrap ... in a compound statement and declare a
/// local copy"), then an optional directive.
struct OMPLayer {
  /// Statements that open the compound statement: local declarations and
  /// actions before the construct.
  OMPStmts Prologue;
  std::optional<OMPDirective> Directive;
  /// Statements in place of a directive: a standalone OpenACC directive
  /// that is a runtime call (`wait` -> `acc_wait(q);`), or directives in
  /// loops (PointerChain.cpp).
  OMPStmts Statements;
  /// Statements at the end of the compound statement the layer opens, after
  /// the construct's statement (`detach` of an `attach` clause). A layer
  /// with an epilogue opens a compound statement even without a prologue.
  OMPStmts Epilogue;
  /// The layer's directive is a collapsed nest's with a second version
  /// (OMPCollapseVersion).
  std::optional<OMPCollapseVersion> CollapseVersion;
  /// The layer's (standalone) directive has a grouped version
  /// (OMPGroupedVersion).
  std::optional<OMPGroupedVersion> Grouped;
  /// The statement runs inside `do { ... } while (0);`, so that a
  /// `continue` in it (a loop body's: PrivateSubarrays.cpp) still reaches
  /// the epilogue.
  bool ContinueGuard = false;

  bool opensCompound() const { return !Prologue.empty() || !Epilogue.empty(); }
};

/// The OpenMP translation of one clang OpenACC construct node: layers from
/// the outside in, all applying to the construct's associated statement.
/// A sequential loop has one layer without a directive (a plain `for`); an
/// unfused combined construct has two directives.
struct OMPNode {
  std::vector<OMPLayer> Layers;
  /// Human-readable lines for -Minfo=accel: how the construct was mapped.
  std::vector<std::string> Info;
  /// A loop's translation inside it: layers (compound statements, no
  /// directive) around IterationBody, the body of its innermost associated
  /// loop, which every iteration runs (PrivateSubarrays.cpp rule 4). The
  /// printer wraps the body in them within the construct's own lines.
  const clang::Stmt *IterationBody = nullptr;
  std::vector<OMPLayer> IterationLayers;

  /// The outermost directive, if any.
  const OMPDirective *firstDirective() const {
    for (const OMPLayer &L : Layers)
      if (L.Directive)
        return &*L.Directive;
    return nullptr;
  }
  /// The source lines that open the translation, outside in: `{` and the
  /// prologue of each compound statement, and `#pragma omp ...`. The
  /// statement and closingLines() follow them (OMPPrint.cpp).
  std::vector<std::string> openingLines() const;
  /// The lines after the statement, inside out: each compound statement's
  /// epilogue and its `}`.
  std::vector<std::string> closingLines() const;
  /// Whether a closing line is a directive (which needs a line of its own).
  bool closesWithDirective() const;
  /// The lines before and after IterationBody (OMPPrint.cpp).
  std::vector<std::string> iterationOpeningLines() const;
  std::vector<std::string> iterationClosingLines() const;
};

/// The OpenMP translation of a `declare` directive, a declaration rather
/// than a construct: Node's directives replace it. In a function, the data
/// lifetime it starts ends at the end of the enclosing block, in one of two
/// ways (DataToOMP.cpp):
///  - OpensBlock: Node is a `target data`, which opens a compound statement
///    that closes just before the block's closing brace;
///  - Exit: Node is a `target enter data`; Exit, the matching `target exit
///    data`, goes before the block's closing brace and before every
///    `return` after the directive (OpenMP forbids a `return` in a `target
///    data` region).
///
/// ExitAtBlockEnd: the Exit goes before the block's closing brace too
/// (not after a final `return`, where it could not run).
struct OMPDeclare {
  OMPNode Node;
  bool OpensBlock = false;
  /// The `target exit data` (with its profiling hooks, if any).
  std::optional<OMPStmts> Exit;
  bool ExitAtBlockEnd = false;
};

/// A `return`, `break`, `continue` or `goto` that leaves the data lifetime
/// of `declare` directives (DeclareToOMP.cpp): the printer replaces a
/// return with
///   { <ResultDecl> = <value>; <Exits> return <ResultValue>; }
/// (without ResultDecl: `{ <value>; <Exits> return; }`, the value
/// evaluated for its effects, or nothing), so that the value is computed
/// while the data is still present, and a jump J with `{ <Exits> J }`.
struct OMPReturnExit {
  /// A `return`, or a `break`, `continue` or `goto`.
  const clang::Stmt *Exit = nullptr;
  /// The `target exit data` of each lifetime it leaves, innermost first.
  std::vector<OMPStmts> Exits;
  /// For a `return` with a value: the local that holds it (`T __accc_ret`)
  /// and what is then returned; empty otherwise.
  std::string ResultDecl, ResultValue;
};

/// A file-scope `static` variable named in a `declare` on the GPU becomes an
/// external one with a unique symbol name (DeclareToOMP.cpp): clang gives
/// OpenMP's runtime no entry for a declare target variable of internal
/// linkage, so the host could neither update it nor find it present. The
/// printer drops `static` (C++ const: `static` becomes `extern`, a const
/// alone being internal there) and adds `__asm__("Symbol")`. Every variable
/// of the declaration (`static double x[N], y[N];`) gets a name of its own;
/// the first edits the declaration's `static` (EditsSpecifiers).
struct OMPExternalName {
  const clang::VarDecl *Var = nullptr;
  std::string Symbol;
  bool MakeExtern = false;
  bool EditsSpecifiers = true;
};

/// The translation of a `routine` directive (RoutineToOMP.cpp): Stmts
/// replace it; with EndAfter, `#pragma omp end declare target` follows the
/// function's declaration.
struct OMPRoutine {
  clang::SourceLocation Begin, Last;
  OMPStmts Stmts;
  const clang::FunctionDecl *EndAfter = nullptr;
  /// The unnamed form: the function it precedes, and the bind whose
  /// variant it put there (RoutineToOMP.cpp rule 10).
  const clang::FunctionDecl *Function = nullptr;
  const clang::OpenACCBindClause *Bind = nullptr;
  /// nohost (RoutineToOMP.cpp rule 3): the definition's body, whose text
  /// only device compilations get; the host's calls NoHostName's stub.
  const clang::CompoundStmt *NoHostBody = nullptr;
  std::string NoHostName;
  /// Human-readable lines for -Minfo=accel.
  std::vector<std::string> Info;
};

/// Lines that go before a declaration, on lines of their own:
/// - a file-scope variable with an aggregate initializer named in a
///   `declare` at file scope, on the GPU (DeclareToOMP.cpp rule 7b): `extern
///   T v;` and `#pragma omp declare target(v)` before its definition. clang
///   22 gives a variable made declare target after a definition whose
///   initializer does not cover it (`double c[64] = {1, 2, 3};`) an invalid
///   offload entry ("the address is invalid"); declared target before its
///   definition, it is right;
/// - the `declare variant` of a routine's bind before the function's first
///   declaration (the named form), and the variant's declaration before
///   the outermost class of a static member function (RoutineToOMP.cpp
///   rules 6, 7);
/// - a declared reduction of a struct or complex type
///   (DeclaredReductions.cpp): `#pragma omp declare reduction` before the
///   first function whose constructs reduce that type with that operator;
///   Key is its name;
/// - the combiner and initializer a template's reduction calls for a
///   built-in type or a type from a header, before the template
///   (DeclaredReductions.cpp rule 6); Key names the function, the type and
///   the scope.
struct OMPPreDeclaration {
  /// A VarDecl, a FunctionDecl or a CXXRecordDecl (for a template, the
  /// lines go before its `template`).
  const clang::Decl *Before = nullptr;
  OMPStmts Stmts;
  std::string Key; ///< a declared reduction's or combiner's; empty for a variable
};

/// Lines the printed source gets at namespace scope right after a
/// declaration (after the `;` that ends it): the combiner and initializer a
/// template's reduction calls for a type declared after the template, so
/// that argument-dependent lookup finds them in its instantiations
/// (DeclaredReductions.cpp rule 6). Key: one entry per key.
struct OMPPostDeclaration {
  const clang::Decl *After = nullptr;
  OMPStmts Stmts;
  std::string Key;
};

/// The translation of plain statements of a compute construct, which have
/// no OpenACC node (KernelsToOMP.cpp): a naked loop of a `kernels` region
/// that the dependence analysis parallelized, or a run of statements
/// between the loop nests of a kernels region split into kernels, which
/// runs as a kernel of its own. Node's opening lines go before First, its
/// closing lines after Last; with Braces, First..Last are a compound
/// statement of their own (several statements under one directive).
struct OMPStmtRange {
  const clang::Stmt *First = nullptr, *Last = nullptr;
  bool Braces = false;
  OMPNode Node;
};

/// The OMPNode of every translated OpenACC construct, and the OMPDeclare of
/// every translated `declare` directive.
class Translation {
public:
  /// The translation calls libacc's accc-internal routines (async queues),
  /// declared in openacc.h: the printed source must include it.
  void requireRuntimeHeader() { RuntimeHeader = true; }
  bool needsRuntimeHeader() const { return RuntimeHeader; }
  /// The translation calls OpenMP routines (the zero modifier): the printed
  /// source must include omp.h.
  void requireOmpHeader() { OmpHeader = true; }
  bool needsOmpHeader() const { return OmpHeader; }
  /// The translation has ompx_bare kernels, which call LLVM's ompx_*
  /// routines (DirectKernels.cpp): the printed source must include ompx.h.
  void requireOmpxHeader() { OmpxHeader = true; }
  bool needsOmpxHeader() const { return OmpxHeader; }
  /// A kernel of the translation is generic when clang generates it (a
  /// `target teams` compound with statements around its loop directive).
  /// OpenMPOpt makes it SPMD later, but the device runtime's generic paths
  /// then stay in every kernel of the file (more registers, more
  /// barriers) unless the device functions are inlined into each kernel
  /// (-mllvm -openmp-opt-inline-device; docs/performance.md, "Gang
  /// reductions through libacc's memory").
  void requireDeviceInlining() { DeviceInlining = true; }
  bool needsDeviceInlining() const { return DeviceInlining; }
  /// A name for a new local variable, unique in the translation unit:
  /// `<Prefix><n>`.
  std::string uniqueName(llvm::StringRef Prefix) {
    return Prefix.str() + std::to_string(NameCount++);
  }

  /// The printed source writes \p Text in place of expression \p E (a use of
  /// a private member: MemberPrivates.cpp); one for an expression inside
  /// \p E is dropped (the innermost construct's renaming comes last).
  void replaceExpr(const clang::Expr *E, std::string Text);
  const llvm::DenseMap<const clang::Expr *, std::string> &replacements() const {
    return Replacements;
  }
  /// The printed source writes \p Text before statement \p S (an update
  /// made atomic: Transform/AtomicReductions.cpp).
  void prefixStmt(const clang::Stmt *S, std::string Text) {
    Prefixes[S] = std::move(Text);
  }
  const llvm::DenseMap<const clang::Stmt *, std::string> &prefixes() const {
    return Prefixes;
  }

  OMPNode &nodeFor(const clang::OpenACCConstructStmt *S) { return Nodes[S]; }
  const OMPNode *lookup(const clang::OpenACCConstructStmt *S) const {
    auto It = Nodes.find(S);
    return It == Nodes.end() ? nullptr : &It->second;
  }
  OMPDeclare &declareFor(const clang::OpenACCDeclareDecl *D) {
    return Declares[D];
  }
  const OMPDeclare *lookup(const clang::OpenACCDeclareDecl *D) const {
    auto It = Declares.find(D);
    return It == Declares.end() ? nullptr : &It->second;
  }
  /// The translation of plain statements (OMPStmtRange), in the order of
  /// translation.
  OMPStmtRange &addRange(const clang::Stmt *First, const clang::Stmt *Last,
                         bool Braces, OMPNode Node) {
    Ranges.push_back({First, Last, Braces, std::move(Node)});
    return Ranges.back();
  }
  const std::vector<OMPStmtRange> &ranges() const { return Ranges; }
  /// The range that starts at \p First, if any.
  const OMPStmtRange *lookupRange(const clang::Stmt *First) const {
    for (const OMPStmtRange &R : Ranges)
      if (R.First == First)
        return &R;
    return nullptr;
  }
  std::vector<OMPRoutine> &routines() { return Routines; }
  const std::vector<OMPRoutine> &routines() const { return Routines; }
  /// The returns that leave declare lifetimes, each once.
  OMPReturnExit &returnExitFor(const clang::Stmt *X);
  const std::vector<OMPReturnExit> &returnExits() const { return Returns; }
  /// The file-scope variables made external, each once.
  void addExternalName(OMPExternalName N);
  const std::vector<OMPExternalName> &externalNames() const {
    return ExternalNames;
  }
  /// The variables declared target before their definition, each once,
  /// and the declared reductions (OMPPreDeclaration).
  void addPreDeclaration(OMPPreDeclaration D);
  /// The declared reduction named \p Key, if it was added.
  OMPPreDeclaration *findPreDeclaration(llvm::StringRef Key);
  /// The name of the declared reduction \p Key stands for (its type,
  /// operator and scope), the same at every use: \p Base, or `<Base>_<n>`
  /// where another key has Base.
  std::string declaredReductionName(const std::string &Key,
                                    llvm::StringRef Base);
  const std::vector<OMPPreDeclaration> &preDeclarations() const {
    return PreDeclarations;
  }
  /// Lines after a declaration (OMPPostDeclaration), once per key.
  void addPostDeclaration(OMPPostDeclaration D);
  const std::vector<OMPPostDeclaration> &postDeclarations() const {
    return PostDeclarations;
  }

private:
  bool RuntimeHeader = false;
  bool OmpHeader = false;
  bool OmpxHeader = false;
  bool DeviceInlining = false;
  unsigned NameCount = 0;
  llvm::DenseMap<const clang::OpenACCConstructStmt *, OMPNode> Nodes;
  llvm::DenseMap<const clang::Expr *, std::string> Replacements;
  llvm::DenseMap<const clang::Stmt *, std::string> Prefixes;
  llvm::DenseMap<const clang::OpenACCDeclareDecl *, OMPDeclare> Declares;
  std::vector<OMPStmtRange> Ranges;
  std::vector<OMPRoutine> Routines;
  std::vector<OMPReturnExit> Returns;
  std::vector<OMPExternalName> ExternalNames;
  std::vector<OMPPreDeclaration> PreDeclarations;
  std::vector<OMPPostDeclaration> PostDeclarations;
  std::map<std::string, std::string> ReductionNames; ///< key -> name
  llvm::StringSet<> ReductionNamesUsed;
};

} // namespace accc::transform

#endif // ACCC_TRANSFORM_OMPTREE_H
