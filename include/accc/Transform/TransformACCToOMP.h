//===- TransformACCToOMP.h - OpenACC directives to OpenMP -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the OMPNode of every construct of an analyzed compute region,
/// following seed 000's "Parallel Directives", "Loop Directives" and
/// "Combined Directives" mappings, with the target- and mapping-specific
/// deviations documented in docs/Mapping.md.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_TRANSFORMACCTOOMP_H
#define ACCC_TRANSFORM_TRANSFORMACCTOOMP_H

#include "accc/Analysis/Directive.h"
#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Transform/OMPTree.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"

namespace accc::transform {

/// The OpenMP map type of a data clause that maps on entry (copy, copyin,
/// copyout, create, present, no_create on a compute, data or enter data
/// directive): tofrom, to, from or alloc; none for other clauses
/// (DataToOMP.cpp).
std::optional<OMPMapType> entryMapType(analysis::DAKind K);

/// The map types of `target enter data` and `target exit data` that give a
/// data clause's entry and exit actions on the dynamic count: copy, copyin
/// -> to, else alloc (none for clauses that map nothing on entry); copy,
/// copyout -> from, else release (DataToOMP.cpp).
std::optional<OMPMapType> enterMapType(analysis::DAKind K);
OMPMapType exitMapType(analysis::DAKind K);

/// The lower bound and length of subarray dimension \p S as C expressions
/// written by \p Text: the lower bound defaults to 0, the length to the rest
/// of the array \p Base (PointerChain.cpp).
struct SectionBounds {
  std::string Lb, Len;
};
SectionBounds
sectionBounds(const clang::ArraySectionExpr *S, llvm::StringRef Base,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

/// The async argument of \p D as written by \p Text (acc_async_noval for a
/// bare `async`), or empty without an async clause (DataToOMP.cpp).
std::string asyncArg(const analysis::Directive &D,
                     llvm::function_ref<std::string(const clang::Expr *)> Text);

/// The iteration count of \p F, a `for` loop in canonical form, as a C
/// expression over its bounds (written by \p Text), to be evaluated just
/// before the loop; empty where accc cannot state it (TripCount.cpp).
std::string tripCountText(const clang::ForStmt *F, const clang::ASTContext &Ctx,
                          llvm::function_ref<std::string(const clang::Expr *)> Text);

/// What the async and wait clauses of one directive ask of the OpenMP
/// directives it becomes (AsyncToOMP.cpp).
struct QueueClauses {
  bool Any = false;        ///< the directive has an async or wait clause
  bool Deferrable = false; ///< its OpenMP form can take nowait (not `data`)
  /// The async argument as written (empty: synchronous), and the name its
  /// directives use for it (a compute construct's `__accc_async` const when
  /// it may resolve to acc_async_sync).
  std::string Arg, AsyncArg;
  bool MaySync = false; ///< may resolve to acc_async_sync at run time
  bool WaitAll = false; ///< a `wait` clause without arguments
  /// `*__accc_queue(q)` of each queue a wait clause names.
  std::vector<OMPItem> InItems;
  /// nowait, depend(inout: ...) and depend(in: ...) for one directive.
  std::vector<OMPClause> clauses() const;
};

class TransformACCToOMP {
public:
  TransformACCToOMP(const TranslateOptions &Opts, clang::ASTContext &Ctx,
                    Diagnoser &Diags, Translation &Out)
      : Opts(Opts), Ctx(Ctx), Diags(Diags), Out(Out) {}

  /// Translates every directive of \p R: a compute construct with its loops,
  /// or a data directive. Requires the analysis to have run.
  void translate(const analysis::ComputeRegion &R);
  /// Translates a `declare` directive (DataToOMP.cpp).
  void translate(const analysis::DeclareDirective &D);
  /// Translates a `routine` directive (RoutineToOMP.cpp).
  void translate(const frontend::CollectedRoutine &R);

private:
  using Directive = analysis::Directive;
  const TranslateOptions &Opts;
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  Translation &Out;

  /// Per loop: whether it becomes GPU threads (`parallel for`) under the
  /// threads mapping (LoopToOMP.cpp).
  llvm::DenseMap<const Directive *, bool> Threaded;
  /// Name of the local const holding a run-time num_workers (base mapping).
  std::string NumWorkersVar;

  bool isGPU() const { return Opts.Target == TargetKind::GPU; }
  bool threadsMapping() const {
    return isGPU() && Opts.Mapping == MappingKind::Threads;
  }

  // ComputeToOMP.cpp
  OMPNode translateCompute(const Directive &P);
  void addComputeDataClauses(const Directive &P, OMPDirective &D);
  void addComputeLaunchClauses(const Directive &P, OMPNode &N);
  /// Fuses the effective parallel and loop of a combined construct.
  void fuseCombined(const Directive &L, OMPNode &PN, OMPNode &LN);

  // ZeroModifier.cpp
  /// Zeroes the device memory that the `zero` items of \p D (a data, enter
  /// data or compute directive translated as \p N) newly allocate.
  void addZeroFill(const Directive &D, OMPNode &N);

  // AttachToOMP.cpp
  /// Adds the acc_attach / acc_detach calls of \p D's attach and detach
  /// clauses to \p N, the translation of \p D (GPU only).
  void addAttachDetach(const Directive &D, OMPNode &N);
  /// The calls of \p Routine for \p D's data clauses of kind \p K, with
  /// \p D's async and if; \p Report adds -Minfo lines to \p N.
  OMPStmts pointerCalls(const Directive &D, analysis::DAKind K,
                                        llvm::StringRef Routine, OMPNode &N,
                                        bool Report = true);

  // LaunchGeometry.cpp
  /// Adds accc's launch geometry (num_teams, thread_limit, dist_schedule) to
  /// \p N, the fused translation of the combined construct \p P with loop
  /// \p L, where it is a gang-vector loop on the GPU.
  void addLaunchGeometry(const Directive &P, const Directive &L, OMPNode &N);
  /// Rule G5: num_teams of a gang loop over a partitioned inner loop.
  void addNestGeometry(const Directive &P, const Directive &L, OMPNode &N);
  /// The most teams G5 asks for (docs/performance.md, "Launch geometry").
  static constexpr int64_t MaxNestTeams = 65536;
  /// Adds schedule(static, C) to \p D, the thread-level translation of loop
  /// \p L, where L has a reduction (rule R).
  void addReductionSchedule(const Directive &L, OMPDirective &D);
  /// "static, C" for the reduction variables of \p L; empty if none fits.
  std::string reductionChunk(const Directive &L) const;

  // DataToOMP.cpp
  OMPNode translateDataDirective(const Directive &D);

  // AtomicToOMP.cpp
  /// atomic -> omp atomic with the same kind.
  OMPNode translateAtomic(const clang::OpenACCAtomicConstruct *A);
  /// cache -> nothing (a hint OpenMP has no spelling for).
  OMPNode translateCache();

  // RuntimeDirectives.cpp
  /// wait, init, shutdown and set: libacc calls.
  OMPNode translateRuntimeDirective(const Directive &D);
  /// One statement of \p Calls, guarded by \p D's if clause.
  std::string guardedStatement(const Directive &D,
                               const std::vector<std::string> &Calls) const;

  /// The map clause for data attribute \p A: `map([ompx_hold, ][present, ]
  /// <map-type>: <item>)`, the item as OpenMP names it (`this[0:1]`, the
  /// pointer block of a pointer chain, `p[:0]` for present(p) of a pointer;
  /// DataToOMP.cpp). \p Hold: a structured reference (data and compute
  /// constructs).
  OMPClause mapClause(const analysis::DataAttr &A, OMPMapType MapType,
                      bool Hold, bool Implicit = false) const;
  /// Gives the file-scope `static` variable \p V of a declare external
  /// linkage under a unique symbol name, or reports why it cannot.
  void externalize(const clang::VarDecl *V, OMPDeclare &Out);
  /// Adds the map clauses that start the data lifetime of \p DMAs (data
  /// clauses of `data`, `enter data` or `declare`) to \p X.
  void addEntryMaps(llvm::ArrayRef<analysis::DataAttr> DMAs, OMPDirective &X,
                    bool Hold) const;

  // PointerChain.cpp
  /// Whether \p A is a subarray that steps through pointers after a range
  /// (`pp[0:n][0:m]`), which accc maps row by row.
  bool isPointerChain(const analysis::DataAttr &A) const;
  /// The first level of pointer chain \p A (`pp[0:n]`): what a compute
  /// construct maps to give its kernel the device pointer block.
  OMPItem chainTop(const analysis::DataAttr &A) const;
  /// Adds the row-by-row entry and exit actions of \p D's pointer-chain
  /// items to \p N (GPU only), before the async and wait clauses are added.
  void addPointerChains(const Directive &D, OMPNode &N);

  // RoutineToOMP.cpp
  /// bind(f) / bind("name") of a routine directive: a declare variant.
  void addBindVariant(const frontend::CollectedRoutine &R, OMPRoutine &Out);

  // AsyncToOMP.cpp
  /// What \p D's async and wait clauses ask of its OpenMP directives.
  QueueClauses queueClauses(const Directive &D) const;
  /// Adds the translation of \p D's async and wait clauses to \p N, the
  /// finished translation of \p D (GPU only; docs/Mapping.md, "async and
  /// wait"): nowait and depend clauses on its directives, declarations and
  /// waits in its outer compound statement.
  void addAsyncWait(const Directive &D, OMPNode &N);
  /// Makes a `data` region whose body enqueues async work wait for it
  /// before the region's exit actions (rule 5).
  void addRegionEndWait(const Directive &D, OMPNode &N);

  // LoopToOMP.cpp
  void planThreads(const Directive &Root);
  bool planThreadsBelow(const Directive &L, bool AboveWV);
  OMPNode translateLoop(const Directive &L);
  /// A loop outside any compute construct: the plain loop, run by the
  /// calling thread.
  OMPNode translateOrphanLoop(const Directive &L);
  void addLoopWords(const Directive &L, OMPDirective &D);
  void addLoopClauses(const Directive &L, OMPDirective &D, OMPNode &N);
  void addAutoPrivate(const Directive &L, OMPDirective &D);
  bool isThreaded(const Directive &L) const {
    auto It = Threaded.find(&L);
    return It != Threaded.end() && It->second;
  }

  // Shared helpers (ComputeToOMP.cpp).
  /// The list item of data attribute \p A: the declaration and its
  /// spelling (the user's where written, else the qualified name).
  OMPItem item(const analysis::DataAttr &A) const;
  /// The name of \p V as a list item written anywhere in the translation
  /// unit names it: qualified for namespace variables and static members.
  std::string declName(const clang::ValueDecl *V) const;
  std::string exprText(const clang::Expr *E) const;
  OMPStmt localCopyDecl(const clang::ValueDecl *V) const;
  bool isConstant(const clang::Expr *E) const;
};

} // namespace accc::transform

#endif // ACCC_TRANSFORM_TRANSFORMACCTOOMP_H
