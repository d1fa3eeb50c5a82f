//===- ComputeLowering.h - Compute constructs and their loops -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to lib/Transform (Lowering.h has the families): ComputeLowering,
/// the family of parallel, serial and kernels constructs and their loops,
/// sectioned by the file that defines each part, and the helpers its files
/// share.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_TRANSFORM_COMPUTELOWERING_H
#define ACCC_LIB_TRANSFORM_COMPUTELOWERING_H

#include "LoweringContext.h"

namespace accc::transform {

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

/// Variable \p V's type as a reduction's translation spells it
/// (`__typeof__(v)` for a type that depends on a template parameter;
/// GangReductions.cpp rule 1).
std::string typeText(const clang::ValueDecl *V,
                     const clang::PrintingPolicy &PP);
/// The identity of \p Op for variable \p V, the same text for every type
/// it has (a template's instantiations; where their identities differ, of
/// max and min, openacc.h's overloads by the variable's type); nullopt
/// where none is known (GangReductions.cpp rule 1).
std::optional<std::string> identityOf(clang::OpenACCReductionOperator Op,
                                      const clang::VarDecl *V,
                                      const clang::ASTContext &Ctx);
/// The bytes of a reduced variable's slots in a block's shared memory: 32
/// warps' values of at most 8 bytes (GangReductions.cpp rule 6).
inline constexpr unsigned ReductionSlotBytes = 32 * 8;
/// A direct kernel's block reduction of each thread's partial results,
/// held under the names of \p Reductions' variables (warp shuffles, a
/// block-shared slot per warp, the first warp's shuffles), then \p Finish
/// in the block's first thread; \p Again: the block reduces again later
/// (a barrier after the slots are read); \p FullWarps: the block's threads
/// are a multiple of 32 (no warp is partial; GangReductions.cpp rule 6).
OMPStmts blockReduction(const std::vector<const analysis::DataAttr *> &Reductions,
                        OMPStmts Finish, bool Again, bool FullWarps,
                        const clang::ASTContext &Ctx);

/// The condition of \p D's `if(target: ...)` as an int (`!!(c)`: libacc's
/// `int on` takes a pointer's or a double's condition too), or "1"
/// without one: whether the region runs on the device (PresentLookups.cpp).
std::string onDeviceCondition(const OMPDirective &D);

/// The reductions of compute construct \p P and of its loop \p L, one per
/// variable (GangReductions.cpp rule 1 checks them).
std::vector<const analysis::DataAttr *>
reductionsOf(const analysis::Directive &P, const analysis::Directive &L);

/// Whether compute construct \p P's if or self condition has side effects:
/// the translations that test or copy it on the host (run-ahead, present
/// lookups, direct kernels, gang reductions, host teams) do not apply then.
bool conditionHasSideEffects(const analysis::Directive &P,
                             const clang::ASTContext &Ctx);

/// Whether the host evaluates \p V for the construct of \p R: in a clause
/// of a directive of the tree or in the header of a loop of a loop
/// directive (PresentLookups.cpp).
bool hostEvaluates(const analysis::DirectiveTree &R, const clang::VarDecl *V);

/// Whether a thread-level loop of \p D's tree is inside another loop
/// directive (ComputeToOMP.cpp; a `serial` region's team size).
bool hasNestedThreadLoop(const Directive &D);

/// Whether \p S holds a label or a static local variable, which a second
/// copy of it cannot hold (CollapseVersions.cpp rule 4).
bool hasUncopyable(const clang::Stmt *S);
/// Whether loop \p L's collapsed nest (lowered into \p N) can be printed
/// again as a version: all its loops found, tightly nested (no tile, no
/// code between them), with an iteration body that nothing of \p N wraps
/// (CollapseVersions.cpp rules 1-2).
bool copyableNest(const Directive &L, const OMPNode &N);

/// Why the loop body \p S cannot run in a direct (bare) kernel: it calls an
/// OpenMP routine or a function that holds a gang loop; "" where it can
/// (DirectKernels.cpp rule 4).
std::string whyNotCalls(const clang::Stmt *S);
/// Whether \p S holds a loop other than one of at most 16 iterations
/// counted by constants (DirectKernels.cpp rule 5).
bool holdsLongLoop(const clang::Stmt *S, const clang::ASTContext &Ctx);
/// Whether every directive inside loop \p L is a sequential loop
/// (DirectKernels.cpp rule 4).
bool onlySequentialInside(const Directive &L);

/// A part of a `kernels` region that becomes one kernel (KernelsToOMP.cpp):
/// the statements First..Last of the region's body, and the gang loop
/// directive of a loop nest (null for statements between loop nests).
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
  /// The blocks of \p Threads threads a direct kernel that reduces across
  /// its blocks launches at most: 2048 threads per SM, at most 65535
  /// (DirectKernels.cpp rule 8, RowKernels.cpp rule 1'; GangReductions.cpp).
  unsigned reductionGridCap(unsigned Threads) const;
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
  /// The private items of \p D as declarations in each thread of a direct
  /// kernel (into \p Decls); false with the reason in \p Why for an item
  /// other than a variable of a fixed size (DirectKernels.cpp rule 6).
  bool threadPrivates(const OMPDirective &D, OMPStmts &Decls,
                      std::string &Why) const;
  // RowKernels.cpp
  /// Gives \p V, the GPU version of \p PN's gang loop \p L (its canonical
  /// form \p Loop, names from \p B), the kernel of a gang loop around one
  /// vector loop that reduces (OMPDirectKernel::RowLoop), where the rules
  /// allow it; else the -Minfo reason.
  void addRowKernel(const Directive &L, OMPNode &PN, OMPCollapseVersion &V,
                    const CanonicalLoop &Loop, const std::string &B);
  /// The row kernel's part that needs the vector loop's lowered node: its
  /// private variables in each thread; false with the reason in \p Why.
  bool finishRowKernel(OMPDirectKernel &K, std::string &Why) const;
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
  /// Rule 6 of reductionId: in a template, the declared reduction of a
  /// variable whose type depends on a template parameter and needs one in
  /// an instantiation; nullopt where none does.
  std::optional<std::string> templateReductionId(const Directive &D,
                                                 const DataAttr &A,
                                                 OMPNode &N);
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
  /// one `target teams` layer around one `distribute parallel ...` layer
  /// (\p Threads false: or a `distribute` alone, a gang loop's).
  static bool isUnfusedSingleLoop(const Directive &P, const Directive &L,
                                  const OMPNode &PN, const OMPNode &LN,
                                  bool Threads = true);
  /// Rules G1-G4 and R: num_teams and thread_limit on \p Teams,
  /// dist_schedule and schedule on \p Loop (one directive where fused),
  /// and the -Minfo line into \p Info.
  void addThreadGeometry(const Directive &P, const Directive &L,
                         OMPDirective &Teams, OMPDirective &Loop,
                         std::vector<std::string> &Info);
  /// Rule G5: num_teams of a gang loop over a partitioned inner loop.
  void addNestGeometry(const Directive &P, const Directive &L, OMPNode &N);
  /// Rule F of LaunchGeometry.cpp: \p Teams, the GPU's count of teams of
  /// \p D (the target directive of \p P), or 1 where its if condition
  /// sends it to the host.
  std::string deviceTeams(const Directive &P, const OMPDirective &D,
                          const std::string &Teams) const;
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

} // namespace accc::transform

#endif // ACCC_LIB_TRANSFORM_COMPUTELOWERING_H
