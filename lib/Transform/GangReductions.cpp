//===- GangReductions.cpp - Gang reductions through libacc's memory -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenMP's reduction across the teams of a kernel costs a synchronous
// construct about 25 us on the H100 that a plain one does not pay: the
// variable's map both ways, libomptarget's reduction buffer and launch
// environment per launch, and clang's combination of the team records
// (docs/performance.md, "Gang reductions through libacc's memory"). CUDA
// codes combine their blocks with one atomic each. So the compiled code
// for the GPU (TranslateOptions::GangReductions: the driver's default for
// compiles, not for the print modes) reduces a combined construct across
// its gangs that way. Clang generates the kernel below in generic mode and
// only OpenMPOpt makes it SPMD; a generic kernel in the file keeps the
// device runtime's generic paths in its other kernels (bench/hydro's flux
// kernel: 64 -> 80 registers) unless the device functions are inlined into
// each kernel, which the driver asks for (Translation::
// requireDeviceInlining).
//
// 1. Which constructs. A combined construct (a kernels region that is one
//    parallelized loop, or a loop segment of one that KernelsToOMP.cpp
//    splits: the variable is then present, the target data's copy) whose
//    fused directive is `target teams distribute parallel for`, or a
//    `parallel` construct whose body is its loop construct alone, unfused
//    (`target teams` around the loop's `distribute parallel for`, which must
//    reduce each variable; rule 3's compound statement is then the
//    construct's, around its body, the loop construct alone), without
//    `async`, `num_workers` or `vector_length` (rule 3 chooses the team
//    size), whose `if` and `self` conditions have no side effects, and
//    whose every reduction (of the construct and of the loop) is of a local
//    variable or parameter of an integer type of 4 or 8 bytes (any size for
//    && and ||; not bool or an enumeration) or of float or double, not
//    volatile, with an operator an atomic can apply (+, *, max, min, &, |,
//    ^, &&, ||), that no clause or loop header the host evaluates names
//    (hostEvaluates) and that has no data clause but `copy` (a `present`
//    one keeps its error where the data is absent).
//    1'. Also a gang loop without thread-level parallelism (fused
//    `target teams distribute`) whose one loop directive inside is a worker
//    or vector loop reducing every such variable with the same operator
//    (TeaLeaf's `kernels loop independent` around `loop independent` whose
//    sum accc finds at both levels): the inner loop's `parallel for`
//    reduces into the team's partial result, and `distribute` gets no
//    reduction clause; its direct kernel is the row kernel's
//    (RowKernels.cpp rule 1'). Through OpenMP's teams reduction such a
//    construct took 50-55 us on an H200 at 512^2 where CUDA's kernel and
//    its two block sums take 11. In a template, a
//    variable whose type depends on a template parameter qualifies where
//    every instantiation's type does and the operator's identity is the
//    same text in all (`0` for +: a class template of float and double),
//    or, for max and min, openacc.h's overloads by the variable's type
//    (`__accc_lowest((__typeof__(x))0)`, C++);
//    the translation then spells its type `__typeof__(x)`; in a direct
//    kernel only where each instantiation's type is int, long, float or
//    double (rule 6's shuffles: ompx.h's C++ overloads; DirectKernels.cpp).
// 2. The host, first in the construct's compound statement:
//      static const struct __accc_gr_s { A0 v0; ...; unsigned teams;
//          T0 r0; ... } __accc_gr_init = {<identity of v0>, ..., 0, 0, ...};
//      struct __accc_gr_s *__accc_gr_res;
//      struct __accc_gr_s *const __accc_gr = (struct __accc_gr_s *)
//          __accc_gang_reduction(&__accc_gr_init, sizeof __accc_gr_init,
//                                on, (void **)&__accc_gr_res);
//      T0 *const __accc_gr_t0 = (T0 *)__accc_gang_reduction_target(
//          &x0, sizeof x0, &__accc_gr_res->r0, on);
//    libacc (runtime/src/GangReduction.cpp) returns the accumulators of the
//    construct for the calling thread and device (filled with the
//    identities once, left so by every launch) and the pinned host block
//    that the kernel writes the result into, and for each variable where
//    the last team applies the total: its device copy where it is present,
//    the variable itself where the region runs on the host (`on`: the
//    construct's if condition, or the current device is the host), else
//    the result block's slot rI (of the variable's type), holding the
//    variable's value. The accumulator vI has the variable's type, an int
//    for && and || (whose variable may be a char).
// 3. The directive splits: `target teams` keeps the data and launch
//    clauses, without the variables' map, shared or firstprivate, and gets
//    is_device_ptr(__accc_gr, __accc_gr_tI); thread_limit(256) and up to 4
//    teams per SM (LaunchGeometry.cpp, as with ThreadLimit256: the loop is
//    an outlined parallel region now, whose registers every kernel of 512
//    or 1024 threads of the file would have to fit into). Inside it, a
//    compound statement declares each variable again, with its operator's
//    identity (the team's partial result, under the variable's name, which
//    the body and the loop's reduction clause then name; openacc.h's
//    __ACCC_GANG_PARTIAL, so that -Wshadow does not apply), then the loop's
//    directive `distribute parallel for` with the reduction, private and
//    schedule clauses, and a collapsed nest's second version
//    (CollapseVersions.cpp), chosen in each team. (Two kernels with the
//    choice on the host, each with fewer registers, measured slower on the
//    H100: bench/jacobi's `parallel loop` 1208-1222 against 1494-1515 GB/s,
//    bench/hydro 480² 414-416 against 343-352 µs per step.)
// 4. After the loop, each team adds its partial result with one atomic
//    (`atomic compare` for max and min, `&=`/`|=` of `x != 0` for && and
//    ||), counts itself (`atomic capture seq_cst`, which orders its adds
//    before the count), and the last team applies the totals to the
//    targets of rule 2 (`*__accc_gr_t0 += __accc_gr->v0`, DeclaredReductions'
//    combiner)
//    and sets the accumulators and the count back.
// 5. After the construct, on the host: `if (__accc_gr_t0 ==
//    &__accc_gr_res->r0) x0 = __accc_gr_res->r0;`.
// 6. A collapsed nest with a direct kernel (DirectKernels.cpp rules 3 and
//    8): the kernel's version (OMPCollapseVersion) moves to the `target
//    teams` layer, with the host's trip counts, which the OpenMP kernel's
//    32-bit index version then uses too (captured). In the kernel each
//    thread declares its partial results as in rule 3, runs its iterations,
//    then the block combines them: shuffles down each warp
//    (ompx_shfl_down_sync_{f,d}, and _i/_l for integers of up to 4 and 8
//    bytes, cast; in a template ompx.h's C++ overloads; a partial last warp
//    masks its missing lanes and ignores their values), each warp's first
//    lane stores into a block-shared slot (256 bytes per variable of the
//    kernel's dynamic shared memory, `ompx_dyn_cgroup_mem`, reached through
//    llvm_omp_target_dynamic_shared_alloc: a static local allocated with
//    omp_pteam_mem_alloc made clang 22 emit a class template's member
//    function for the device at -O0, host references and all), and after
//    ompx_sync_block_acq_rel the first warp combines the slots the same
//    way; the block's thread 0 then does rule 4 with the blocks of the grid
//    as the teams.
//
// Tests: test/Translate/gang-reductions.c, test/Execution/gang-reductions.c
// (the host path without a GPU, the device path on one, which the GPU
// suite, test/gpu/run-gpu-tests.sh, runs; also built with
// -fno-openacc-gang-reductions); rule 6: test/Translate/direct-kernel-
// reductions.c, test/Execution/direct-kernel-reductions.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/OpenACCClause.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

using Op = OpenACCReductionOperator;

/// Rule 1: the operators an atomic applies, for type \p T.
bool atomicOperator(Op O, QualType T) {
  switch (O) {
  case Op::Addition:
  case Op::Multiplication:
  case Op::Max:
  case Op::Min:
  case Op::And:
  case Op::Or:
    return true;
  case Op::BitwiseAnd:
  case Op::BitwiseOr:
  case Op::BitwiseXOr:
    return T->isIntegerType();
  default:
    return false;
  }
}

/// Rule 1: a float or a double, or an integer (not bool or an
/// enumeration) of 4 or 8 bytes, of any size up to 8 for && and || (which
/// accumulate an int; an atomic of 1 or 2 bytes is a compare-and-swap loop
/// of 4).
bool atomicType(QualType T, Op O, const ASTContext &Ctx) {
  if (T.isVolatileQualified())
    return false;
  const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  if (BT->getKind() == BuiltinType::Float ||
      BT->getKind() == BuiltinType::Double)
    return true;
  uint64_t Bits = Ctx.getTypeSize(BT);
  bool Logical = O == Op::And || O == Op::Or;
  return BT->isInteger() && !BT->isBooleanType() && Bits <= 64 &&
         (Logical || Bits >= 32);
}

} // namespace

std::string typeText(const ValueDecl *V, const PrintingPolicy &PP) {
  QualType T = V->getType();
  if (T->isDependentType())
    return "__typeof__(" + V->getNameAsString() + ")";
  return T.getCanonicalType().getUnqualifiedType().getAsString(PP);
}

std::optional<std::string> identityOf(Op O, const VarDecl *V,
                                      const ASTContext &Ctx) {
  std::optional<std::string> Id;
  bool Differ = false, Overloaded = true;
  for (QualType T : typesOf(V)) {
    QualType C = T.getCanonicalType().getUnqualifiedType();
    std::string I = reductionIdentity(O, C, Ctx);
    Differ |= Id && *Id != I;
    Id = I;
    // The types of openacc.h's __accc_lowest and __accc_highest: integers
    // of 32 bits or more (not bool or characters), float, double.
    const auto *BT = C->getAs<BuiltinType>();
    bool Floating = BT && (BT->getKind() == BuiltinType::Float ||
                           BT->getKind() == BuiltinType::Double);
    bool Integer = BT && BT->isInteger() && !C->isBooleanType() &&
                   !C->isAnyCharacterType() && Ctx.getTypeSize(C) >= 32;
    Overloaded &= Floating || Integer;
  }
  if (!Differ)
    return Id;
  // Instantiations whose identities differ: max and min by overloading on
  // the variable's type (openacc.h, C++).
  if (Overloaded && (O == Op::Max || O == Op::Min))
    return std::string(O == Op::Max ? "__accc_lowest" : "__accc_highest") +
           "((" + typeText(V, Ctx.getPrintingPolicy()) + ")0)";
  return std::nullopt;
}

std::vector<const DataAttr *> reductionsOf(const Directive &P,
                                           const Directive &L) {
  std::vector<const DataAttr *> Out;
  for (const Directive *D : {&P, &L})
    for (const DataAttr &A : D->DSAs)
      if (A.Kind == DAKind::Reduction &&
          llvm::none_of(Out, [&](const DataAttr *B) { return B->Var == A.Var; }))
        Out.push_back(&A);
  return Out;
}

unsigned ComputeLowering::reductionGridCap(unsigned Threads) const {
  return std::min(65535u,
                  std::max(1u, 2048 / Threads) * std::max(1u, Opts.GpuSMs));
}

namespace {

/// Whether \p Words is `target teams distribute parallel for`.
bool isCombinedKernel(const OMPDirective &D) {
  return D.has(OMPWord::Target) && D.has(OMPWord::Teams) &&
         D.has(OMPWord::Distribute) && D.has(OMPWord::Parallel) &&
         D.has(OMPWord::For);
}

/// The clauses that stay with the loop's directive (rule 3).
bool loopClause(OMPClauseKind K) {
  switch (K) {
  case OMPClauseKind::Reduction:
  case OMPClauseKind::Private:
  case OMPClauseKind::LastPrivate:
  case OMPClauseKind::Collapse:
  case OMPClauseKind::Schedule:
  case OMPClauseKind::DistSchedule:
  case OMPClauseKind::SimdLen:
    return true;
  default:
    return false;
  }
}

/// Rule 4: one team's partial result \p Part added to accumulator \p Acc.
OMPStmts teamAtomic(Op O, const std::string &Acc, const std::string &Part) {
  OMPDirective Atomic{OMPWord::Atomic};
  std::string Update;
  if (O == Op::Max || O == Op::Min) {
    Atomic.addClause(OMPClause::bare(OMPClauseKind::Compare));
    Update = "if (" + Acc + (O == Op::Max ? " < " : " > ") + Part + ") { " +
             Acc + " = " + Part + "; }";
  } else if (O == Op::And || O == Op::Or) {
    Update = Acc + (O == Op::And ? " &= (" : " |= (") + Part + " != 0);";
  } else {
    Update = Acc + " " + spell(O) + "= " + Part + ";";
  }
  return {OMPStmt::directive(std::move(Atomic)), OMPStmt::code(Update)};
}

/// Rule 6: \p Part's value in lane (own lane + D) of the warp, in
/// variable type \p T (of 4 or 8 bytes, or an integer of 1 or 2 for && and
/// ||): the shuffle of its size.
std::string shuffleDown(QualType T, const std::string &Mask,
                        const std::string &Part, const std::string &D,
                        const ASTContext &Ctx) {
  // In a template (C++): ompx.h's overloads of int, long, float and double,
  // each instantiation's type being one of them (DirectKernels.cpp).
  if (T->isDependentType())
    return "ompx::shfl_down_sync(" + Mask + ", " + Part + ", " + D + ", 32)";
  const auto *BT = T->getAs<BuiltinType>();
  std::string Type = T.getAsString(Ctx.getPrintingPolicy());
  auto Call = [&](const char *Suffix, const std::string &Arg) {
    return std::string("ompx_shfl_down_sync_") + Suffix + "(" + Mask + ", " +
           Arg + ", " + D + ", 32)";
  };
  if (BT && BT->getKind() == BuiltinType::Float)
    return Call("f", Part);
  if (BT && BT->getKind() == BuiltinType::Double)
    return Call("d", Part);
  if (Ctx.getTypeSize(T) <= 32)
    return "(" + Type + ")" + Call("i", "(int)" + Part);
  return "(" + Type + ")" + Call("l", "(long)" + Part);
}

} // namespace

OMPStmts blockReduction(const std::vector<const DataAttr *> &Reductions,
                        OMPStmts Finish, bool Again, bool FullWarps,
                        const ASTContext &Ctx) {
  const std::string T = "__accc_dk_t", NT = "__accc_dk_nt",
                    W = "__accc_dk_w", Mask = "__accc_dk_mask",
                    D = "__accc_dk_d";
  const PrintingPolicy &PP = Ctx.getPrintingPolicy();
  OMPStmts S = {
      OMPStmt::decl("const int " + T +
                    " = (ompx_thread_id_z() * ompx_block_dim_y() + "
                    "ompx_thread_id_y()) * ompx_block_dim_x() + "
                    "ompx_thread_id_x();"),
      OMPStmt::decl("const int " + NT +
                    " = ompx_block_dim_x() * ompx_block_dim_y() * "
                    "ompx_block_dim_z();"),
  };
  // The threads of this thread's warp (the last may have fewer, unless
  // FullWarps: the mask and the test of each step cost a row kernel 22
  // registers, 54 against 32).
  if (!FullWarps) {
    S.push_back(OMPStmt::decl("const int " + W + " = " + NT + " - (" + T +
                              " & ~31) < 32 ? " + NT + " - (" + T +
                              " & ~31) : 32;"));
    S.push_back(OMPStmt::decl("const unsigned long long " + Mask + " = " + W +
                              " == 32 ? ~0ull : (1ull << " + W + ") - 1;"));
  }
  std::string WarpStep, FirstWarpStep, Store, Load;
  // The block's slots: ReductionSlotBytes per variable of the kernel's dynamic
  // shared memory (a static local allocated with omp_pteam_mem_alloc made
  // clang 22 emit a class template's member function around the kernel
  // for the device at -O0, with its host-only references).
  OMPStmts Shared = {OMPStmt::decl(
      "char *const __accc_dk_sh = (char *)llvm_omp_target_dynamic_shared_alloc();")};
  for (size_t I = 0; I < Reductions.size(); ++I) {
    const DataAttr &A = *Reductions[I];
    QualType Ty = A.Var->getType().getCanonicalType().getUnqualifiedType();
    std::string Name = A.Var->getNameAsString(), Type = typeText(A.Var, PP),
                Other = "__accc_dk_o" + std::to_string(I),
                Slots = "__accc_dk_s" + std::to_string(I);
    WarpStep += Type + " " + Other + " = " +
                shuffleDown(Ty, FullWarps ? "~0ull" : Mask, Name, D, Ctx) +
                "; " +
                (FullWarps ? "" : "if ((" + T + " & 31) + " + D + " < " + W + ") ") +
                reductionCombiner(A.Op, Name, Other) + "; ";
    FirstWarpStep += Type + " " + Other + " = " +
                     shuffleDown(Ty, "~0ull", Name, D, Ctx) + "; " +
                     reductionCombiner(A.Op, Name, Other) + "; ";
    Store += Slots + "[" + T + " >> 5] = " + Name + "; ";
    Load += Name + " = " + T + " < (" + NT + " + 31) >> 5 ? " + Slots + "[" +
            T + "] : (" + Type + ")(" +
            *identityOf(A.Op, cast<VarDecl>(A.Var), Ctx) +
            "); ";
    Shared.push_back(OMPStmt::decl(Type + " *const " + Slots + " = (" + Type +
                                   " *)(__accc_dk_sh + " +
                                   std::to_string(ReductionSlotBytes * I) + ");"));
  }
  std::string Steps = "for (int " + D + " = 16; " + D + " > 0; " + D +
                      " >>= 1) { ";
  S.insert(S.end(), Shared.begin(), Shared.end());
  S.push_back(OMPStmt::code(Steps + WarpStep + "}"));
  // Again: the slots are read before any thread stores into them again.
  S.push_back(OMPStmt::code(
      "if (" + NT + " > 32) { if ((" + T + " & 31) == 0) { " + Store +
      "} ompx_sync_block_acq_rel(); if (" + T + " < 32) { " + Load + Steps +
      FirstWarpStep + "} }" + (Again ? " ompx_sync_block_acq_rel();" : "") +
      " }"));
  S.push_back(OMPStmt::code("if (" + T + " == 0) {"));
  S.insert(S.end(), Finish.begin(), Finish.end());
  S.push_back(OMPStmt::code("}"));
  return S;
}

/// Rule 1': whether \p L is a gang loop, without thread-level parallelism
/// of its own, whose one loop directive inside is a worker or vector loop
/// that reduces every variable the construct and \p L reduce, with the
/// same operator.
static bool reducesThroughInnerLoop(const Directive &P,
                                    const Directive &L) {
  if (L.Loop.isThreadLevel() || L.Children.size() != 1)
    return false;
  const Directive &C = *L.Children.front();
  if (C.Kind != DirectiveKind::Loop || !C.Loop.isThreadLevel())
    return false;
  return llvm::all_of(reductionsOf(P, L), [&](const DataAttr *A) {
    return llvm::any_of(C.DSAs, [&](const DataAttr &B) {
      return B.Kind == DAKind::Reduction && B.Var == A->Var && B.Op == A->Op;
    });
  });
}

bool ComputeLowering::gangReductionsApply(const DirectiveTree &R,
                                          const Directive &P,
                                          const Directive &L,
                                          const OMPNode &PN) const {
  if (PN.Layers.size() != 1 || !PN.Layers.front().Directive)
    return false;
  const OMPDirective &D = *PN.Layers.front().Directive;
  bool GangOnly = D.has(OMPWord::Target) && D.has(OMPWord::Teams) &&
                  D.has(OMPWord::Distribute) && !D.has(OMPWord::Parallel) &&
                  reducesThroughInnerLoop(P, L);
  return (isCombinedKernel(D) || GangOnly) &&
         gangReductionsQualify(R, P, L, nullptr);
}

bool ComputeLowering::gangReductionsApply(const DirectiveTree &R,
                                          const Directive &P,
                                          const Directive &L,
                                          const OMPNode &PN,
                                          const OMPNode &LN) const {
  if (!isUnfusedSingleLoop(P, L, PN, LN) ||
      !LN.Layers.front().Epilogue.empty())
    return false;
  const OMPDirective &Teams = *PN.Layers.front().Directive;
  const OMPDirective &Loop = *LN.Layers.front().Directive;
  return !Teams.has(OMPWord::Parallel) && Loop.has(OMPWord::For) &&
         gangReductionsQualify(R, P, L, &Loop);
}

bool ComputeLowering::gangReductionsQualify(const DirectiveTree &R,
                                            const Directive &P,
                                            const Directive &L,
                                            const OMPDirective *Loop) const {
  // num_workers and vector_length choose the team size (rule 3).
  if (!Opts.GangReductions || !threadsMapping() || P.Serial ||
      P.NumWorkers || P.VectorLength || P.findClause<OpenACCAsyncClause>())
    return false;
  if (conditionHasSideEffects(P, Ctx))
    return false;
  std::vector<const DataAttr *> Reductions = reductionsOf(P, L);
  if (Reductions.empty())
    return false;
  for (const DataAttr *A : Reductions) {
    // Unfused: the loop's own directive reduces each team's partial.
    if (Loop && !Loop->names(OMPClauseKind::Reduction, A->Var))
      return false;
    const auto *V = dyn_cast_or_null<VarDecl>(A->Var);
    if (!V || !V->hasLocalStorage() || A->Member || A->MergedClause ||
        (A->Item && !isa<DeclRefExpr>(A->Item->IgnoreParenImpCasts())))
      return false;
    llvm::SmallVector<QualType, 4> Types = typesOf(V);
    if (Types.empty() || !identityOf(A->Op, V, Ctx))
      return false;
    for (QualType T : Types)
      if (!atomicType(T, A->Op, Ctx) ||
          !atomicOperator(A->Op, T.getCanonicalType()))
        return false;
    for (const DataAttr &M : P.DMAs)
      if (M.Var == V && (M.Kind == DAKind::Present ||
                         (M.Source == DASource::Exp && M.Kind != DAKind::Copy)))
        return false;
    if (hostEvaluates(R, V))
      return false;
  }
  return true;
}

void ComputeLowering::addGangReductions(const Directive &P, const Directive &L,
                                        OMPNode &PN) {
  assert(PN.Layers.size() == 1 && PN.Layers.front().Directive &&
         "gangReductionsApply checks the fused directive");
  OMPLayer &Outer = PN.Layers.front();
  OMPDirective Fused = std::move(*Outer.Directive);
  OMPDirective Teams{OMPWord::Target, OMPWord::Teams};
  OMPDirective Loop;
  for (OMPWord W : Fused.Words)
    if (W != OMPWord::Target && W != OMPWord::Teams)
      Loop.add(W);
  // Rule 1': a `distribute` alone has no reduction clause; the inner
  // loop's reduces each team's partial result.
  bool GangOnly = !Loop.has(OMPWord::Parallel);
  for (OMPClause &C : Fused.Clauses)
    if (!(GangOnly && C.Kind == OMPClauseKind::Reduction))
      (loopClause(C.Kind) ? Loop : Teams).Clauses.push_back(std::move(C));
  Outer.Directive = std::move(Teams);
  OMPLayer Team;
  Team.Directive = std::move(Loop);
  // A collapsed nest's second version is the loop directive's; a direct
  // kernel (rule 6) takes the place of the whole `target teams`.
  Team.CollapseVersion = std::move(Outer.CollapseVersion);
  Outer.CollapseVersion.reset();
  if (Team.CollapseVersion && Team.CollapseVersion->Direct) {
    OMPCollapseVersion &Index = *Team.CollapseVersion;
    // The host's trip counts serve both (the target region captures them).
    OMPCollapseVersion Direct;
    Direct.Counts = std::move(Index.Counts);
    Index.Counts.clear();
    Direct.Nest = Index.Nest;
    Direct.Levels = Index.Levels;
    Direct.Body = Index.Body;
    Direct.Direct = std::move(Index.Direct);
    Index.Direct.reset();
    if (Index.Var.empty()) // no 32-bit index version (a single loop)
      Team.CollapseVersion.reset();
    Outer.CollapseVersion = std::move(Direct);
  }
  addTeamReductions(P, L, Outer, Team, PN.Info);
  PN.Layers.push_back(std::move(Team));
}

void ComputeLowering::addGangReductions(const Directive &P, const Directive &L,
                                        OMPNode &PN, OMPNode &) {
  // The team's compound statement is the construct's, around its body (the
  // loop construct alone), so that a direct kernel's copy of the loop body
  // holds none of it.
  OMPLayer Team;
  addTeamReductions(P, L, PN.Layers.front(), Team, PN.Info);
  PN.Layers.push_back(std::move(Team));
}

void ComputeLowering::addTeamReductions(const Directive &P, const Directive &L,
                                        OMPLayer &Outer, OMPLayer &Team,
                                        std::vector<std::string> &Info) {
  OMPDirective &Teams = *Outer.Directive;
  std::string On = onDeviceCondition(Teams);
  const PrintingPolicy &PP = Ctx.getPrintingPolicy();
  std::vector<const DataAttr *> Reductions = reductionsOf(P, L);
  std::string Fields, Inits, ResultFields, ResultInits;
  OMPStmts Host, Partials, Adds, Results;
  std::string Last, Reset;
  for (size_t I = 0; I < Reductions.size(); ++I) {
    const DataAttr &A = *Reductions[I];
    std::string Name = A.Var->getNameAsString();
    std::string Type = typeText(A.Var, PP);
    std::string Identity = *identityOf(A.Op, cast<VarDecl>(A.Var), Ctx);
    bool Logical = A.Op == Op::And || A.Op == Op::Or;
    std::string FieldType = Logical ? "int" : Type;
    std::string Id = Logical ? (A.Op == Op::And ? "1" : "0") : Identity;
    std::string V = "v" + std::to_string(I), Acc = "__accc_gr->" + V,
                Slot = "__accc_gr_res->r" + std::to_string(I),
                Target = "__accc_gr_t" + std::to_string(I);
    Fields += FieldType + " " + V + "; ";
    Inits += Id + ", ";
    ResultFields += Type + " r" + std::to_string(I) + "; ";
    ResultInits += ", 0";
    Host.push_back(OMPStmt::decl(
        Type + " *const " + Target + " = (" + Type +
        " *)__accc_gang_reduction_target(&" + Name + ", sizeof " + Name +
        ", &" + Slot + ", " + On + ");"));
    Partials.push_back(
        OMPStmt::decl("__ACCC_GANG_PARTIAL(" + Type + ", " + Name + ", " +
                          Identity + ")",
                      A.Var));
    OMPStmts Add = teamAtomic(A.Op, Acc, Name);
    Adds.insert(Adds.end(), Add.begin(), Add.end());
    Last += reductionCombiner(A.Op, "*" + Target, Acc) + "; ";
    Reset += Acc + " = " + Id + "; ";
    Results.push_back(OMPStmt::code("if (" + Target + " == &" + Slot + ") " +
                                    Name + " = " + Slot + ";"));
    for (OMPClauseKind K : {OMPClauseKind::Map, OMPClauseKind::Shared,
                            OMPClauseKind::FirstPrivate,
                            OMPClauseKind::Reduction})
      Teams.removeItems(K, A.Var);
    OMPItem Item;
    Item.Text = Target;
    Teams.addClause(OMPClause::list(OMPClauseKind::IsDevicePtr, Item));
  }
  OMPItem Block;
  Block.Text = "__accc_gr";
  Teams.addClause(OMPClause::list(OMPClauseKind::IsDevicePtr, Block));
  Teams.mergeLists();

  // Rule 2, after the declarations already first in the compound statement
  // (present lookups: C89).
  OMPStmts Setup = {
      OMPStmt::decl("static const struct __accc_gr_s { " + Fields +
                    "unsigned teams; " + ResultFields +
                    "} __accc_gr_init = {" + Inits + "0" + ResultInits +
                    "};"),
      OMPStmt::decl("struct __accc_gr_s *__accc_gr_res;"),
      OMPStmt::decl("struct __accc_gr_s *const __accc_gr = (struct "
                    "__accc_gr_s *)__accc_gang_reduction(&__accc_gr_init, "
                    "sizeof __accc_gr_init, " +
                    On + ", (void **)&__accc_gr_res);")};
  Setup.insert(Setup.end(), Host.begin(), Host.end());
  auto FirstStatement =
      llvm::find_if(Outer.Prologue, [](const OMPStmt &S) {
        return S.K != OMPStmt::Kind::Decl;
      });
  Outer.Prologue.insert(FirstStatement, Setup.begin(), Setup.end());
  Outer.Epilogue.insert(Outer.Epilogue.begin(), Results.begin(),
                        Results.end());

  // Rule 4: a team's (or block's) atomics, its count, the last one's
  // application of the totals; \p Teams counts the teams.
  auto Finish = [&](const std::string &Teams) {
    OMPStmts S = Adds;
    OMPDirective Count{OMPWord::Atomic};
    Count.addClause(OMPClause::bare(OMPClauseKind::Capture));
    Count.addClause(OMPClause::bare(OMPClauseKind::SeqCst));
    S.push_back(OMPStmt::directive(std::move(Count)));
    S.push_back(OMPStmt::code("__accc_gr_last = __accc_gr->teams++;"));
    S.push_back(OMPStmt::code("if (__accc_gr_last == " + Teams + " - 1) { " +
                              Last + Reset + "__accc_gr->teams = 0; }"));
    return S;
  };

  // Rule 6: the direct kernel's partials and its blocks' reduction.
  if (Outer.CollapseVersion && Outer.CollapseVersion->Direct) {
    OMPDirectKernel &K = *Outer.CollapseVersion->Direct;
    K.Partials = Partials;
    OMPStmts BlockFinish = Finish("(unsigned)(ompx_grid_dim_x() * "
                                  "ompx_grid_dim_y() * ompx_grid_dim_z())");
    BlockFinish.insert(BlockFinish.begin(),
                       OMPStmt::decl("unsigned __accc_gr_last;"));
    K.Tail = blockReduction(Reductions, std::move(BlockFinish),
                            /*Again=*/false, /*FullWarps=*/false, Ctx);
    K.SharedBytes = ReductionSlotBytes * Reductions.size();
    Out.requireOmpHeader(); // llvm_omp_target_dynamic_shared_alloc
  }

  // Rules 3 and 4: the team's compound statement.
  Partials.push_back(OMPStmt::decl("unsigned __accc_gr_last;"));
  Team.Prologue.insert(Team.Prologue.begin(), Partials.begin(), Partials.end());
  OMPStmts TeamFinish = Finish("(unsigned)omp_get_num_teams()");
  Team.Epilogue.insert(Team.Epilogue.end(), TeamFinish.begin(),
                       TeamFinish.end());
  Info.push_back("gang reduction: one atomic per team into libacc's "
                 "memory, the last team applies the result (no map of the "
                 "reduction variables)");

  Out.requireRuntimeHeader();
  Out.requireDeviceInlining();
}

} // namespace accc::transform
