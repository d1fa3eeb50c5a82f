//===- Lowering.h - The families of the OpenACC-to-OpenMP lowering -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to lib/Transform. TransformACCToOMP (TransformACCToOMP.cpp) is the
/// one dispatch: it hands each analyzed directive to its family and then runs
/// the finishing steps in their one documented order.
///
///   family          directives                          files
///   ComputeLowering parallel/serial/kernels + loops      ComputeToOMP.cpp,
///                                                        LoopToOMP.cpp,
///                                                        LaunchGeometry.cpp
///   DataLowering    data, enter/exit data, update,       DataToOMP.cpp,
///                   host_data, declare                   DeclareToOMP.cpp
///   RuntimeLowering wait, init, shutdown, set            RuntimeDirectives.cpp
///   (functions)     atomic, cache, orphaned loops        AtomicToOMP.cpp,
///                                                        LoopToOMP.cpp
///   RoutineLowering routine                              RoutineToOMP.cpp
///   FinishingSteps  pointer chains, async/wait, zero,    PointerChain.cpp,
///                   attach/detach, region-end wait       AsyncToOMP.cpp,
///                                                        ZeroModifier.cpp,
///                                                        AttachToOMP.cpp
///
/// Every family is a LoweringContext (LoweringContext.h): the options, the
/// AST context, the diagnostics, the Translation being built, and how list
/// items and expressions are spelled (Lowering.cpp). ComputeLowering, the
/// largest family, has a header of its own (ComputeLowering.h). No family keeps state across
/// directives: the dispatch makes a family object per directive, and
/// per-construct state (ComputeLowering's NumWorkersVar) lives in it.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_TRANSFORM_LOWERING_H
#define ACCC_LIB_TRANSFORM_LOWERING_H

#include "ComputeLowering.h"
#include "LoweringContext.h"

namespace accc::transform {

/// data, enter data, exit data, update, host_data (DataToOMP.cpp) and
/// declare (DeclareToOMP.cpp).
class DataLowering : LoweringContext {
public:
  explicit DataLowering(const LoweringContext &Cx) : LoweringContext(Cx) {}
  /// The OpenMP directives of data directive \p D, before the finishing
  /// steps (GPU; on the host a data directive is nothing).
  OMPNode lower(const Directive &D);
  void lower(const analysis::DeclareDirective &D, OMPDeclare &Out);

private:
  /// Adds the map clauses that start the data lifetime of \p DMAs (data
  /// clauses of `data`, `enter data` or `declare`) to \p X.
  void addEntryMaps(llvm::ArrayRef<DataAttr> DMAs, analysis::DataSite S,
                    OMPDirective &X, bool Hold) const;
  /// Gives the file-scope `static` variable \p V of a declare external
  /// linkage under a unique symbol name, or reports why it cannot.
  std::optional<OMPExternalName> externalize(const clang::VarDecl *V);
  /// `Declaration` and `#pragma omp declare target` with \p List, before
  /// \p Before at file scope (DeclareToOMP.cpp rules 7b and 7d).
  void declareTargetAhead(const clang::Decl *Before,
                          const std::string &Declaration, OMPClause List);
  /// DeclareToOMP.cpp rule 7d: the file-scope declare target of each
  /// `link` of an `extern` local of \p D.
  void declareLinksAtFileScope(const analysis::DeclareDirective &D,
                               OMPNode &N);
  /// Rule 7b: declares \p V target before its definition, where clang needs
  /// it (OMPPreDeclaration); \p External: its new symbol, if externalized.
  /// The zero modifier of declare \p D in a function, translated as \p N:
  /// a `target data` region (\p Region) or a `target enter data`
  /// (DeclareToOMP.cpp rule 7c).
  void addZeroFill(const analysis::DeclareDirective &D, OMPNode &N,
                   bool Region);
  /// Rule 7c at file scope: a constructor that zeroes the device copies of
  /// \p Vars (variables with initializers) on every device at start-up.
  OMPStmts zeroAtStart(const std::vector<const clang::VarDecl *> &Vars,
                       OMPNode &N);
  void declareBeforeDefinition(const clang::VarDecl *V,
                               const std::optional<OMPExternalName> &External,
                               OMPNode &N);
  /// Ends the lifetime of declare \p D with \p Exit before each `return`
  /// that leaves it.
  void addReturnExits(const analysis::DeclareDirective &D,
                      const OMPStmts &Exit);
};

/// wait, init, shutdown and set: libacc calls (RuntimeDirectives.cpp).
class RuntimeLowering : LoweringContext {
public:
  explicit RuntimeLowering(const LoweringContext &Cx) : LoweringContext(Cx) {}
  OMPNode lower(const Directive &D);

private:
  /// One statement of \p Calls, guarded by \p D's if clause.
  std::string guardedStatement(const Directive &D,
                               const std::vector<std::string> &Calls) const;
};

/// atomic -> omp atomic with the same kind (AtomicToOMP.cpp).
OMPNode lowerAtomic(const clang::OpenACCAtomicConstruct *A);
/// cache -> nothing (a hint OpenMP has no spelling for; AtomicToOMP.cpp).
OMPNode lowerCache();
/// The binds of and to lambdas, at their calls in device code
/// (CallSiteBinds.cpp).
void lowerCallSiteBinds(const LoweringContext &Cx,
                        llvm::ArrayRef<frontend::CallSiteBind> Binds);
/// A loop outside any compute construct: the plain loop, run by the calling
/// thread (LoopToOMP.cpp).
OMPNode lowerOrphanLoop(const LoweringContext &Cx, const Directive &L);

/// The profiling hooks around a construct's translation \p N, when
/// Opts.ProfilingHooks is set (ProfilingHooks.cpp).
void addProfilingHooks(const LoweringContext &Cx, const Directive &D,
                       OMPNode &N);
/// The same for a `declare` in a function, around its translation \p Out,
/// before its Exit is copied to the returns (ProfilingHooks.cpp, rule 7).
void addProfilingHooks(const LoweringContext &Cx,
                       const analysis::DeclareDirective &D, OMPDeclare &Out);

/// routine -> declare target (RoutineToOMP.cpp).
class RoutineLowering : LoweringContext {
public:
  explicit RoutineLowering(const LoweringContext &Cx) : LoweringContext(Cx) {}
  void lower(const frontend::CollectedRoutine &R, OMPRoutine &Result);

private:
  /// The directive's own lines (rules 1, 2, 5-10).
  void lowerDirective(const frontend::CollectedRoutine &R, OMPRoutine &Result);
  /// bind(f) / bind("name") of routine \p R: the declarations and the
  /// declare variant to put before the function (rules 5-7), or nothing
  /// after an error.
  std::optional<OMPStmts> bindVariant(const frontend::CollectedRoutine &R);
  /// The variant of a static member function bound to a static member
  /// function or a symbol: a declaration before its outermost class (rule
  /// 6c), or nothing after an error.
  std::optional<std::string>
  staticMemberVariant(const frontend::CollectedRoutine &R);
};

/// The steps that finish the translation of a compute construct or a data
/// directive, each adding to its OMPNode. TransformACCToOMP::finish runs
/// them in the order that the comment there explains.
class FinishingSteps : LoweringContext {
public:
  explicit FinishingSteps(const LoweringContext &Cx) : LoweringContext(Cx) {}
  /// Adds the row-by-row entry and exit actions of \p D's pointer-chain
  /// items to \p N (GPU only), before the async and wait clauses are added
  /// (PointerChain.cpp).
  void addPointerChains(const Directive &D, OMPNode &N);
  /// Adds the translation of \p D's async and wait clauses to \p N (GPU
  /// only; docs/Mapping.md, "async and wait"): nowait and depend clauses on
  /// its directives, declarations and waits in its outer compound statement
  /// (AsyncToOMP.cpp).
  void addAsyncWait(const Directive &D, OMPNode &N);
  /// Zeroes the device memory that the `zero` items of \p D (a data, enter
  /// data or compute directive translated as \p N) newly allocate
  /// (ZeroModifier.cpp).
  void addZeroFill(const Directive &D, OMPNode &N);
  /// Adds the acc_attach / acc_detach calls of \p D's attach and detach
  /// clauses to \p N (GPU only; AttachToOMP.cpp).
  void addAttachDetach(const Directive &D, OMPNode &N);
  /// Makes a `data` region whose body enqueues async work wait for it
  /// before the region's exit actions (AsyncToOMP.cpp rule 5).
  void addRegionEndWait(const Directive &D, OMPNode &N);

private:
  /// The calls of \p Routine for \p D's data clauses of kind \p K, with
  /// \p D's async and if; \p Report adds -Minfo lines to \p N.
  OMPStmts pointerCalls(const Directive &D, analysis::DAKind K,
                        llvm::StringRef Routine, OMPNode &N,
                        bool Report = true);
  /// The attach and detach actions of \p D's items that are parts of
  /// pointer members' targets (AttachToOMP.cpp rule 7), with -Minfo lines.
  void addMemberAttach(const Directive &D, OMPNode &N);
};

/// Adds the `if` clause of compute directive \p From to \p To, a data
/// directive around its kernel (without the `target:` name): where the
/// region falls back to the host, nothing is mapped (ComputeToOMP.cpp).
void addDataIf(const OMPDirective &From, OMPDirective &To);

/// \p S as a C string literal (control characters as octal escapes).
std::string quoted(llvm::StringRef S);

/// Makes the updates of \p R's array reductions that OpenMP cannot do on
/// the GPU atomic, with -Minfo lines in \p N (AtomicReductions.cpp).
void addAtomicUpdates(LoweringContext &Cx, const analysis::DirectiveTree &R,
                      OMPNode &N);

/// Whether the array reductions of compute construct \p P done by atomic
/// updates can each have a copy per block in the direct kernel of its loop
/// \p L (AtomicReductions.cpp rule 4).
bool hasBlockCopies(const LoweringContext &Cx, const analysis::Directive &P,
                    const analysis::Directive &L);
/// Adds those copies to direct kernel \p K, with -Minfo lines in \p N.
void addBlockCopies(LoweringContext &Cx, const analysis::Directive &P,
                    OMPDirectKernel &K, OMPNode &N);

/// The layers of the locals that stand for reduced members whose owner is
/// a directive of \p R, \p RootNode being R's root's translation
/// (MemberStandIns.cpp).
void addMemberStandIns(LoweringContext &Cx, const analysis::DirectiveTree &R,
                       OMPNode &RootNode);

/// The data attributes of enter or exit data directive \p D whose items are
/// members of one object mapped apart (MemberStandIns.cpp rule 7), by
/// object.
std::vector<std::vector<const analysis::DataAttr *>>
memberObjects(const LoweringContext &Cx, const analysis::Directive &D);
/// The extents of the members \p Attrs of one object, as libacc's
/// `__accc_present_together` and `__accc_copyout_finalize_parts` read them:
/// `n, (const void *)p1, bytes1, ...` (MemberStandIns.cpp rule 7).
std::string memberParts(const LoweringContext &Cx, const analysis::Directive &D,
                        llvm::ArrayRef<const analysis::DataAttr *> Attrs);
/// The grouped version of enter or exit data directive \p D's translation
/// \p N, where it maps members of one object apart (MemberStandIns.cpp
/// rule 7).
void addGroupedVersion(LoweringContext &Cx, const analysis::Directive &D,
                       OMPNode &N);

} // namespace accc::transform

#endif // ACCC_LIB_TRANSFORM_LOWERING_H
