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
/// Every family is a LoweringContext: the options, the AST context, the
/// diagnostics, the Translation being built, and how list items and
/// expressions are spelled (Lowering.cpp). No family keeps state across
/// directives: the dispatch makes a family object per directive, and
/// per-construct state (ComputeLowering's NumWorkersVar) lives in it.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_TRANSFORM_LOWERING_H
#define ACCC_LIB_TRANSFORM_LOWERING_H

#include "accc/Analysis/DataActions.h"
#include "accc/Analysis/Directive.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Transform/OMPTree.h"
#include "accc/Transform/TripCount.h"
#include "clang/AST/ASTContext.h"

namespace accc::transform {

using analysis::DataAttr;
using analysis::Directive;

/// The OpenMP map types of data clause \p K at site \p S, from its entry
/// and exit actions (Analysis/DataActions.h; DataToOMP.cpp):
///  - entryMapType: the one map of a region (compute, data, declare in a
///    function) or of enter data: copyin+copyout -> tofrom, copyin -> to,
///    create+copyout -> from, create / present / nocreate /
///    declare_device_resident -> alloc; none for clauses that map nothing;
///  - enterMapType: the entry half alone, for `target enter data` on the
///    dynamic count: copyin -> to, else alloc;
///  - exitMapType: the exit half alone, for `target exit data`: copyout ->
///    from, else release.
std::optional<OMPMapType> entryMapType(analysis::DAKind K,
                                       analysis::DataSite S);
std::optional<OMPMapType> enterMapType(analysis::DAKind K,
                                       analysis::DataSite S);
OMPMapType exitMapType(analysis::DAKind K, analysis::DataSite S);
/// Where the data clauses of \p D act (a directive with data clauses).
analysis::DataSite siteOf(const Directive &D);

/// The lower bound and length of subarray dimension \p S as C expressions
/// written by \p Text: the lower bound defaults to 0, the length to the rest
/// of the array \p Base (PointerChain.cpp).
using SectionBounds = OMPBound;
SectionBounds
sectionBounds(const clang::ArraySectionExpr *S, llvm::StringRef Base,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

/// What the async and wait clauses of one directive ask of the OpenMP
/// directives it becomes (AsyncToOMP.cpp).
struct QueueClauses {
  bool Any = false;        ///< the directive has an async or wait clause
  bool Deferrable = false; ///< its OpenMP form can take nowait (not `data`)
  /// enter data / exit data: the mapping runs on the host when the directive
  /// does, only the copies wait for the queue (AsyncToOMP.cpp rule 6).
  bool MapsOnHost = false;
  /// The async argument as written (empty: synchronous), and the name its
  /// directives use for it (`__accc_async`, the const of a compute construct
  /// or update, which EndHook declares).
  std::string Arg, AsyncArg;
  /// A compute construct or update with an async clause: a compound
  /// statement declares `__accc_async`, whose cleanup __accc_async_end ends
  /// the directive (AsyncToOMP.cpp rule 1).
  bool EndHook = false;
  bool WaitAll = false; ///< a `wait` clause without arguments
  /// `*__accc_queue(q)` of each queue a wait clause names.
  std::vector<OMPItem> InItems;
  /// nowait, depend(inout: ...) and depend(in: ...) for one directive.
  std::vector<OMPClause> clauses() const;
};

/// The copy of a private or firstprivate subarray (PrivateSubarrays.cpp
/// rule 1): statements that open a compound statement and close it.
struct PrivateCopy {
  OMPStmts Open;  ///< make (and fill) the copy, redeclare the variable
  OMPStmts Close; ///< free a heap copy
  bool Array = false; ///< a local array (rule 4), nothing to free
  std::string Count;  ///< the copy's elements
  std::string First;  ///< the original's first element: `&v[lb1]...[lbk]`
  clang::QualType Elem; ///< the copy's element type
};

/// The copy of a private or firstprivate member (MemberPrivates.cpp): its
/// local L, what goes before a compute directive and on it, and the copy in
/// the region (a member's subarray) or in the loop.
struct MemberCopy {
  analysis::MemberPath Path;
  std::string Name; ///< L, which the member's uses in the region become
  OMPStmts Before;  ///< before the compute directive (rule 2)
  std::optional<OMPClause> Clause; ///< on the compute directive (rule 2)
  PrivateCopy Copy; ///< in the region, or the loop's (rule 3)
  std::string Info; ///< -Minfo=accel
  bool Whole = false; ///< the whole member, not a subarray of it
};

/// What every family shares (Lowering.cpp unless noted).
class LoweringContext {
public:
  LoweringContext(const TranslateOptions &Opts, clang::ASTContext &Ctx,
                  Diagnoser &Diags, Translation &Out)
      : Opts(Opts), Ctx(Ctx), Diags(Diags), Out(Out) {}

  const TranslateOptions &Opts;
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  Translation &Out;
  /// The locals that stand for reduced members (Analysis/MemberReductions.h).
  llvm::ArrayRef<analysis::MemberStandIn> StandIns;

  bool isGPU() const { return Opts.Target == TargetKind::GPU; }
  bool threadsMapping() const {
    return isGPU() && Opts.Mapping == MappingKind::Threads;
  }

  /// The user's spelling of \p E where it is a contiguous piece of the
  /// file, else \p E printed from the AST.
  std::string exprText(const clang::Expr *E) const;
  /// The name of \p V as a list item written anywhere in the translation
  /// unit names it: qualified for namespace variables and static members.
  std::string declName(const clang::ValueDecl *V) const;
  /// The list item of data attribute \p A: the declaration and its
  /// spelling (the user's where written, else the qualified name).
  OMPItem item(const DataAttr &A) const;
  /// The dimensions of subarray \p E, outermost first (OMPItem::Bounds);
  /// \p Base, if given, gets the expression the dimensions subscript (\p E
  /// itself when it is no subarray), \p Outermost the first written
  /// dimension (null when none).
  std::vector<OMPBound>
  itemBounds(const clang::Expr *E, const clang::Expr **Base = nullptr,
             const clang::ArraySectionExpr **Outermost = nullptr) const;
  /// `T v;`: an uninitialized local copy of \p V.
  OMPStmt localCopyDecl(const clang::ValueDecl *V) const;
  bool isConstant(const clang::Expr *E) const;
  /// The async argument of \p D as written (acc_async_noval for a bare
  /// `async`), or empty without an async clause.
  std::string asyncArg(const Directive &D) const;

  /// The map clause for data attribute \p A: `map([ompx_hold, ][present, ]
  /// <map-type>: <item>)`, the item as OpenMP names it (`this[0:1]`, the
  /// pointer block of a pointer chain, `p[:0]` for present(p) of a pointer;
  /// DataToOMP.cpp). \p Hold: a structured reference (data and compute
  /// constructs).
  OMPClause mapClause(const DataAttr &A, OMPMapType MapType, bool Hold,
                      bool Implicit = false) const;

  /// Whether \p A is a subarray that steps through pointers after a range
  /// (`pp[0:n][0:m]`), which accc maps row by row (PointerChain.cpp).
  bool isPointerChain(const DataAttr &A) const;
  /// The first level of pointer chain \p A (`pp[0:n]`): what a compute
  /// construct maps to give its kernel the device pointer block.
  OMPItem chainTop(const DataAttr &A) const;

  /// What \p D's async and wait clauses ask of its OpenMP directives
  /// (AsyncToOMP.cpp).
  QueueClauses queueClauses(const Directive &D) const;

  // PrivateSubarrays.cpp
  /// Whether \p A is an explicit private or firstprivate subarray (or
  /// element), which OpenMP has no clause for.
  static bool isPrivateSubarray(const DataAttr &A);
  /// The copy of private subarray \p A (rule 1); \p Fill: firstprivate's,
  /// copied from the original; \p PerIteration: in a loop body (rule 4: a
  /// local array where it is small).
  PrivateCopy privateCopy(const DataAttr &A, bool Fill,
                          bool PerIteration) const;
  /// The same for subarray \p Item of an object of type \p ObjectTy (a
  /// pointer or an array: a variable or a member): \p Copy names the copy,
  /// \p Name the pointer that stands for the object in the region (\p
  /// CopyOf: the variable it redeclares, if any); firstprivate's \p Fill
  /// copies from \p FillFrom (empty: the original's first element).
  PrivateCopy privateCopy(const clang::Expr *Item, clang::QualType ObjectTy,
                          llvm::StringRef Copy, llvm::StringRef Name,
                          const clang::ValueDecl *CopyOf, bool Fill,
                          llvm::StringRef FillFrom, bool PerIteration) const;
  /// Rule 4: the copies of loop \p L's private subarrays, added to \p N,
  /// its translation: around the loop (in N's outer compound statement)
  /// for a sequential loop; for a partitioned one (\p PerIteration), in
  /// \p Iteration, the body of its innermost associated loop
  /// (OMPNode::IterationLayers).
  /// Members of L's private clauses too (MemberPrivates.cpp rule 3): \p
  /// Named, if given, gets their paths and local names.
  void addLoopPrivateSubarrays(
      const Directive &L, const clang::Stmt *Iteration, OMPNode &N,
      bool PerIteration,
      std::vector<std::pair<analysis::MemberPath, std::string>> *Named =
          nullptr) const;

  // MemberPrivates.cpp
  /// The copy of member \p A of \p D's private or firstprivate clause
  /// (rules 2, 3), whose uses in \p Region it renames.
  MemberCopy memberCopy(const DataAttr &A, const Directive &D,
                        bool PerIteration, const clang::Stmt *Region) const;
  /// Rule 1: the uses of \p A's member in \p Region become \p Name
  /// (\p Construct: the directive, for errors).
  void renameMemberUses(const DataAttr &A, const clang::Stmt *Region,
                        llvm::StringRef Name, llvm::StringRef Construct) const;

  /// Whether the zero modifier of \p D fills on its async queue (an enter
  /// data or compute construct with async; ZeroModifier.cpp rule 4).
  bool zeroesOnQueue(const Directive &D) const;
  /// The first byte and the byte count of data attribute \p A's item, as
  /// C expressions (ZeroModifier.cpp rule 3; not for pointer chains).
  std::pair<std::string, std::string> zeroExtent(const DataAttr &A) const;
  /// The zero modifier of an item at \p Addr, \p Bytes long
  /// (ZeroModifier.cpp rules 1, 2, 4): the presence flag to declare before
  /// its mapping (false where \p IfCond, if any, is), and the fill to run
  /// once it is mapped, on queue `__accc_async` with \p OnQueue.
  std::pair<OMPStmt, OMPStmt> zeroFill(const clang::Expr *IfCond,
                                       bool OnQueue, llvm::StringRef Addr,
                                       llvm::StringRef Bytes) const;
};

/// The identity of reduction operator \p Op for the scalar type \p T
/// (OpenACC 3.3 sec. 2.5.15's table: 0, 1, ~0, the least and the largest
/// value of the type), as a C constant expression (DeclaredReductions.cpp).
std::string reductionIdentity(clang::OpenACCReductionOperator Op,
                              clang::QualType T, const clang::ASTContext &Ctx);

/// `Out = In > Out ? In : Out`, `Out = Out && In`, `Out += In`: the scalar
/// \p In combined into \p Out with \p Op, without the `;`
/// (DeclaredReductions.cpp).
std::string reductionCombiner(clang::OpenACCReductionOperator Op,
                              const std::string &Out, const std::string &In);

/// The condition of \p D's `if(target: ...)` as an int (`!!(c)`: libacc's
/// `int on` takes a pointer's or a double's condition too), or "1"
/// without one: whether the region runs on the device (PresentLookups.cpp).
std::string onDeviceCondition(const OMPDirective &D);

/// Whether the host evaluates \p V for the construct of \p R: in a clause
/// of a directive of the tree or in the header of a loop of a loop
/// directive (PresentLookups.cpp).
bool hostEvaluates(const analysis::DirectiveTree &R, const clang::VarDecl *V);

/// Whether a thread-level loop of \p D's tree is inside another loop
/// directive (ComputeToOMP.cpp; a `serial` region's team size).
bool hasNestedThreadLoop(const Directive &D);

/// A part of a `kernels` region that becomes one kernel (KernelsToOMP.cpp):
/// the statements First..Last of the region's body, and the gang loop
/// directive of a loop nest (null for statements between loop nests).
/// Whether \p S holds a label or a static local variable, which a second
/// copy of it cannot hold (CollapseVersions.cpp rule 4).
bool hasUncopyable(const clang::Stmt *S);
/// Whether loop \p L's collapsed nest (lowered into \p N) can be printed
/// again as a version: all its loops found, tightly nested (no tile, no
/// code between them), with an iteration body that nothing of \p N wraps
/// (CollapseVersions.cpp rules 1-2).
bool copyableNest(const Directive &L, const OMPNode &N);

struct KernelsSegment {
  const clang::Stmt *First = nullptr, *Last = nullptr;
  const Directive *Loop = nullptr;
};

/// A compute construct with its loops (ComputeToOMP.cpp, LoopToOMP.cpp,
/// LaunchGeometry.cpp, KernelsToOMP.cpp); one object per construct.
class ComputeLowering : LoweringContext {
public:
  explicit ComputeLowering(const LoweringContext &Cx) : LoweringContext(Cx) {}
  /// The OMPNode of the construct, root of \p R; the nodes of its inner
  /// loops, atomics and caches go to the Translation.
  OMPNode lower(const analysis::DirectiveTree &R);
  /// The -Minfo lines that open the construct's report, once it is
  /// finished: its directive and its implicit data attributes.
  void describe(const Directive &P, OMPNode &N) const;

private:
  /// Name of the local const holding a run-time num_workers (base mapping).
  std::string NumWorkersVar;

  OMPNode lowerCompute(const Directive &P);
  void addComputeDataClauses(const Directive &P, OMPNode &N);
  void addComputeLaunchClauses(const Directive &P, OMPNode &N);
  void addLoopOnlyGangThreads(const Directive &P, OMPNode &N);

  // GangReductions.cpp
  /// Rule 1: whether the construct \p P of tree \p R (its root, or the
  /// view of one loop segment of a kernels region it splits) with loop
  /// \p L, fused into \p PN, reduces across its gangs through libacc's
  /// memory (decided before its launch geometry, which rule 3 sets).
  bool gangReductionsApply(const analysis::DirectiveTree &R,
                           const Directive &P, const Directive &L,
                           const OMPNode &PN) const;
  /// The construct being lowered gets that form.
  bool GangReductionForm = false;
  /// Rules 2-5: \p PN, the fused translation of the combined construct \p P
  /// with loop \p L, split into `target teams` and the loop's directive,
  /// with the team partials, the atomics and the last team's result.
  void addGangReductions(const Directive &P, const Directive &L, OMPNode &PN);
  /// Rule 1 for a `parallel` construct \p P whose body is its loop \p L
  /// alone, unfused: \p PN's `target teams` around \p LN's `distribute
  /// parallel for`, which reduces each variable.
  bool gangReductionsApply(const analysis::DirectiveTree &R,
                           const Directive &P, const Directive &L,
                           const OMPNode &PN, const OMPNode &LN) const;
  /// Rules 2-5 for that form: the setup and results in \p PN, the team's
  /// partials and atomics around \p LN's loop directive.
  void addGangReductions(const Directive &P, const Directive &L, OMPNode &PN,
                         OMPNode &LN);

  /// Rule 1's checks of the construct and its reductions (\p Loop: the
  /// unfused loop directive, which must reduce each variable).
  bool gangReductionsQualify(const analysis::DirectiveTree &R,
                             const Directive &P, const Directive &L,
                             const OMPDirective *Loop) const;
  /// Rules 2-5 on \p Outer (the `target teams` layer) and \p Team (the
  /// layer of the loop's directive inside it).
  void addTeamReductions(const Directive &P, const Directive &L,
                         OMPLayer &Outer, OMPLayer &Team,
                         std::vector<std::string> &Info);

  // TeamsReductionPads.cpp
  /// The int reductions that keep clang's per-team reduction records of
  /// \p N's teams directives 8-byte aligned.
  void addTeamsReductionPads(OMPNode &N);

  // PresentLookups.cpp
  /// The present items of the construct whose device address libacc finds
  /// (rule 1), in order; addComputeDataClauses maps none of them.
  std::vector<const DataAttr *> PresentLookups;
  /// Rule 1: chooses them, for the construct at the root of \p R.
  void choosePresentLookups(const analysis::DirectiveTree &R);
  /// Rules 2-4: their lookups and shadows in \p N's prologue and their
  /// is_device_ptr clause.
  void addPresentLookups(const Directive &P, OMPNode &N);
  /// Fuses the effective parallel and loop of a combined construct.
  void fuseCombined(const Directive &L, OMPNode &PN, OMPNode &LN);

  // RunAhead.cpp
  /// Rule 1: marks the launch of \p PN, the translation of the construct at
  /// the root of \p R, as one the host need not wait for, where its
  /// effects stay in device memory.
  void addRunAhead(const analysis::DirectiveTree &R, OMPNode &PN);

  // KernelsToOMP.cpp
  /// The kernels \p P splits into (rules 1, 2); empty: no split, and why
  /// in \p WhyNot where a kernels region stays one.
  std::vector<KernelsSegment> kernelsSegments(const Directive &P,
                                              std::string &WhyNot) const;
  /// Why lowerCompute's kernels region is not split (-Minfo=accel).
  std::string KernelsWhyNot;
  /// The construct being lowered is a kernels region split into kernels.
  bool SplittingKernels = false;
  /// The construct is a kernels region run as one gang, not split
  /// (kernelsInOneGang): the reductions its loops found stay theirs.
  bool KernelsOneGangRegion = false;
  /// Whether a loop directive of \p P is in segment \p G.
  bool holdsLoop(const Directive &P, const KernelsSegment &G) const;
  /// \p P as the compute construct of segment \p G alone: its body and
  /// loop, and only the reductions of that loop.
  Directive segmentView(const Directive &P, const KernelsSegment &G) const;
  /// KernelsToOMP.cpp rule 5: the scalars kernels would copy (sec. 2.6.2)
  /// that the target data leaves out: those nothing in the region writes
  /// (each kernel takes them firstprivate) and those only one loop segment
  /// uses, which reduces them (its reduction applies the result to the
  /// host's).
  std::vector<const clang::ValueDecl *>
  scalarsLeftOnHost(const Directive &P,
                    const std::vector<KernelsSegment> &Segments) const;
  /// Rules 3 and 4: the segments' nodes (\p Loops: the loop nodes of the
  /// loop segments), and \p PN, the construct's, as the data region.
  void splitKernels(const analysis::DirectiveTree &R, const Directive &P,
                    const std::vector<KernelsSegment> &Segments,
                    llvm::DenseMap<const Directive *, OMPNode> &Loops,
                    OMPNode &PN);

  // CollapseVersions.cpp
  /// Gives \p PN, the fused kernel of the combined construct with loop
  /// \p L, a version with a 32-bit index where the rules allow it.
  void addCollapseVersion(const Directive &L, OMPNode &PN);
  /// Rule 4's checks once the construct is lowered; the -Minfo line.
  void finishCollapseVersion(OMPNode &PN);
  /// Rule 1: \p L's collapsed loops in canonical form, rectangular, their
  /// variables declared in their inits (on the GPU integers; \p Narrow
  /// false where one has more than 32 bits); none otherwise, with the
  /// reason in \p Why where there is one to tell.
  std::optional<std::vector<CanonicalLoop>>
  versionLoops(const Directive &L, bool GPU, bool &Narrow,
               std::string &Why) const;
  /// The trip counts of the outer \p Levels of \p Loops, as long long
  /// B_nK, into \p V.Counts.
  void addTripCounts(OMPCollapseVersion &V,
                     const std::vector<CanonicalLoop> &Loops,
                     const std::string &B, unsigned Levels) const;
  /// The GPU version's int loop (OMPCollapseVersion: Fits, Before, Var,
  /// End, Indices) over \p Loops, its names starting with \p B (the counts
  /// B_nK are declared already).
  void addIndexLoop(OMPCollapseVersion &V,
                    const std::vector<CanonicalLoop> &Loops,
                    const std::string &B) const;
  // DirectKernels.cpp
  /// The threads of a direct kernel's block for compute construct \p P:
  /// 256, or its constant num_workers times vector_length; none where
  /// those are not constants or exceed 1024.
  std::optional<unsigned> directThreads(const Directive &P) const;
  /// Rules 1-5: why the collapsed nest of loop \p L (\p Levels loops, fused
  /// into directive \p D) gets no direct kernel, or "".
  std::string whyNotDirect(const Directive &L, const OMPDirective &D,
                           unsigned Levels) const;
  /// Gives \p V, the GPU version of \p PN's nest \p Loops (names from
  /// \p B), a direct kernel where rules 1-5 allow it.
  /// \p Loop: the loop's directive where it is not \p PN's (unfused).
  void addDirectKernel(const Directive &L, OMPNode &PN,
                       OMPCollapseVersion &V,
                       const std::vector<CanonicalLoop> &Loops,
                       const std::string &B,
                       const OMPDirective *Loop = nullptr);
  /// A `parallel` construct \p P whose body is its one loop construct
  /// \p L, unfused (\p PN and \p LN): the direct kernel of the nest, in a
  /// version of \p PN's `target teams` (rule 9).
  void addUnfusedDirectKernel(const Directive &P, const Directive &L,
                              OMPNode &PN, const OMPNode &LN);
  /// Rule 6 on the lowered directive \p D: the privates of \p K; false
  /// with the reason in \p Why where the kernel cannot take \p D.
  bool finishDirectKernel(const OMPDirective &D, OMPDirectKernel &K,
                          std::string &Why);
  /// The declaration of loop \p C's variable at \p Position (an int
  /// expression) of its iterations, in a 32-bit index's version.
  OMPStmt loopVariable(const CanonicalLoop &C, const std::string &Position,
                       const clang::PrintingPolicy &Policy) const;

  // MemberPrivates.cpp
  /// A member's local, and the construct that privatizes it.
  struct MemberName {
    analysis::MemberPath Path;
    std::string Name;
    const Directive *Owner;
  };
  /// The members privatized so far in the construct, outer ones first.
  std::vector<MemberName> MemberNames;
  /// Rule 2: \p P's private and firstprivate members, on \p N's directive
  /// and (a member's subarray) in \p Copies.
  void addMemberPrivates(const Directive &P, OMPNode &N, OMPLayer &Copies);
  /// Rule 4: firstprivate(L) on \p D, the thread-level loop \p L, for the
  /// privatized members it writes.
  void addMemberFirstprivates(const Directive &L, OMPDirective &D);

  // PrivateSubarrays.cpp
  /// Each gang's copy of the private and firstprivate subarrays of \p P:
  /// a compound statement inside \p N's directive that allocates it.
  void addPrivateSubarrays(const Directive &P, OMPNode &N);

  // LoopToOMP.cpp
  OMPNode lowerLoop(const Directive &L);
  void addLoopWords(const Directive &L, OMPDirective &D);
  void addLoopClauses(const Directive &L, OMPDirective &D, OMPNode &N);
  void addAutoPrivate(const Directive &L, OMPDirective &D);
  /// Whether loop \p L becomes GPU threads (LoopPartitioning::Threads,
  /// under the threads mapping).
  bool isThreaded(const Directive &L) const {
    return threadsMapping() && L.Loop.Threads;
  }

  // DeclaredReductions.cpp
  /// The reduction identifier of reduction \p A of \p D, translated as
  /// \p N: its operator, or the name of the OpenMP reduction declared for
  /// its struct or complex type.
  std::string reductionId(const Directive &D, const DataAttr &A, OMPNode &N);
  /// The name of type \p T at file or namespace scope before \p Before, or
  /// "" where none is visible there.
  std::string fileScopeTypeName(clang::QualType T,
                                const clang::Decl *Before) const;
  /// The reductions declared in the compound statement that opens the
  /// construct's translation (types without a name at file scope).
  OMPStmts BlockReductions;

  // LaunchGeometry.cpp
  /// Adds accc's launch geometry (num_teams, thread_limit, dist_schedule) to
  /// \p N, the fused translation of the combined construct \p P with loop
  /// \p L, where it is a gang-vector loop on the GPU.
  void addLaunchGeometry(const Directive &P, const Directive &L, OMPNode &N);
  /// Whether accc chooses the launch geometry of compute construct \p P:
  /// the GPU's thread mapping with -acc-geometry=auto|safe, not `serial`
  /// (one thread: nothing to choose).
  bool tunesGeometry(const Directive &P) const {
    return threadsMapping() && Opts.TunedGeometry && !P.Serial;
  }
  /// The same for a `parallel` construct \p P whose body is its loop
  /// construct \p L alone, not fused (\p PN: `target teams`, \p LN:
  /// `distribute parallel for`): what `parallel loop` would get.
  void addSingleLoopGeometry(const Directive &P, const Directive &L,
                             OMPNode &PN, OMPNode &LN);
  /// Whether \p PN and \p LN translate a `parallel` construct \p P (not a
  /// kernels region) whose body is its loop construct \p L alone, unfused:
  /// one `target teams` layer around one `distribute parallel ...` layer.
  static bool isUnfusedSingleLoop(const Directive &P, const Directive &L,
                                  const OMPNode &PN, const OMPNode &LN);
  /// Rules G1-G4 and R: num_teams and thread_limit on \p Teams,
  /// dist_schedule and schedule on \p Loop (one directive where fused),
  /// and the -Minfo line into \p Info.
  void addThreadGeometry(const Directive &P, const Directive &L,
                         OMPDirective &Teams, OMPDirective &Loop,
                         std::vector<std::string> &Info);
  /// Rule G5: num_teams of a gang loop over a partitioned inner loop.
  void addNestGeometry(const Directive &P, const Directive &L, OMPNode &N);
  /// The most teams G5 asks for (docs/performance.md, "Launch geometry").
  static constexpr int64_t MaxNestTeams = 65536;
  /// Adds schedule(static, C) to \p D, the thread-level translation of loop
  /// \p L, where L has a reduction (rule R).
  void addReductionSchedule(const Directive &L, OMPDirective &D);
  /// The size of the widest array element loop \p L's body accesses (8
  /// where none or unknown): G1's chunk moves 64 bytes per thread.
  int64_t elementBytes(const Directive &L) const;
  /// Rule R's C for the reduction variables of \p L; 0 if none fits.
  int64_t reductionChunkSize(const Directive &L) const;
  /// "static, C" of reductionChunkSize; empty if none fits.
  std::string reductionChunk(const Directive &L) const;
  /// Rule G3/G4's num_teams: \p Max, or one team per \p PerTeam iterations
  /// of \p L's (collapsed) loops where they have fewer than Max * PerTeam.
  std::string reductionTeams(const Directive &L, int64_t Max,
                             int64_t PerTeam) const;
  /// The iterations of \p L's (collapsed) loops: source text evaluated on
  /// the host (empty where some loop has no trip count accc can state), and
  /// the number where all are constants (saturated at \p Saturate).
  struct TripProduct {
    std::string Text;
    std::optional<int64_t> Constant;
  };
  TripProduct tripProduct(const Directive &L, int64_t Saturate) const;
  /// Rule G1's chunk: \p Largest, halved down to two iterations per thread
  /// (of \p Threads) while the loop has fewer than Largest iterations for
  /// each of StreamingChunksPerSM * SMs teams (a power of two); a
  /// conditional expression of the trip count where it is not a constant.
  std::string streamingChunk(const Directive &L, int64_t Threads,
                             int64_t Largest) const;
  /// G1's teams per SM that each get a chunk at least (H100: 528 -> 512).
  static constexpr int64_t StreamingChunksPerSM = 4;
};

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
};

/// Adds the `if` clause of compute directive \p From to \p To, a data
/// directive around its kernel (without the `target:` name): where the
/// region falls back to the host, nothing is mapped (ComputeToOMP.cpp).
void addDataIf(const OMPDirective &From, OMPDirective &To);

/// \p S as a C string literal (control characters as octal escapes).
std::string quoted(llvm::StringRef S);

/// The layers of the locals that stand for reduced members whose owner is
/// a directive of \p R, \p RootNode being R's root's translation
/// (MemberStandIns.cpp).
void addMemberStandIns(LoweringContext &Cx, const analysis::DirectiveTree &R,
                       OMPNode &RootNode);

} // namespace accc::transform

#endif // ACCC_LIB_TRANSFORM_LOWERING_H
