//===- MemberStandIns.cpp - The locals that reduce members ----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A member in a reduction clause is reduced through a local variable L that
// stands for it around its owner construct; the AST already names L in its
// place (Analysis/MemberReductions.cpp, which chooses the owner). The
// translation:
//  1. declares L before the owner's translation, from the member M (`T L =
//     M;`; an array copied with __builtin_memcpy), and stores it back after
//     it (`M = L;`), in a layer of its own around every other layer of the
//     owner (its maps, enter and exit data, attach and detach): L's value
//     comes back from the device before the store. The OpenMP names L in
//     its clauses (the map and reduction of a variable of the user's).
//  2. spells each use of M in the owner's region as L in the printed source
//     (Translation::replaceExpr).
//  3. For the GPU, where the owner is a compute construct: M's device copy,
//     where one is present (the object in an enclosing data region), is the
//     reduction's original variable, as a variable's would be: `target
//     update from(M)` before L is set and `target update to(M)` after the
//     store (OpenMP updates nothing where M is not present), under the
//     construct's `if` condition. A pointer member is not updated: its
//     pointee is what a subarray item reduces, found on the device through
//     the pointer's value as for a pointer variable, and the device's
//     pointer (attached) must stay.
//  4. For the GPU, an owner with `async` (a deferred `target ... nowait`):
//     `#pragma omp taskwait` before the stores, so that the host stores L
//     once the reduction is done (and L lives until then). The host waits
//     for every queue it enqueued work on, a conforming execution of the
//     asynchronous construct (OpenACC 3.3 sec. 2.16.1 lets it complete
//     before the host goes on).
//  5. A pointer member whose target a compute construct's data clause
//     names (Analysis/MemberReductions.cpp rule 4): `T *L = M;` before the
//     owner's translation, nothing after it (the region cannot change M:
//     rule 4 leaves M written in it to OpenMP), no update (L's target is
//     what the clause maps, as for a pointer variable).
//  6. A member that is no pointer in a compute construct's data clause
//     (Analysis/MemberReductions.cpp rule 6): `T *L = &(M);` (an array's
//     `E *L = M;`) before the owner's translation, nothing after it (the
//     region writes M through L), no update; the uses are spelled `(*L)`
//     (an array's `L`).
//  7. An `enter data` or `exit data` directive whose members of one object
//     are mapped apart through rule 6's locals (Analysis/MemberReductions.cpp
//     rule 7: each with reference counts of its own, GCC's struct-1) gets a
//     grouped version, the members as clang maps them (one range from the
//     first to the last, one count), chosen where each such object's
//     members lie in one present piece of device memory
//     (`__accc_present_together`, libacc; OMPGroupedVersion): an object
//     entered whole (`enter data copyin(s)`) and left by its members (`exit
//     data copyout(s.a, s.b)`) has one count, which the first of the
//     separate maps would take to zero before the others copy out, and
//     members entered by one directive into a present object take one
//     count, not one each. The members' bounds are evaluated once more for
//     the choice.
//  8. A scalar member that a compute construct only reads
//     (Analysis/MemberReductions.cpp rule 8): as rule 5, `T L = M;` before
//     the owner's translation, nothing after it.
// Inside a compute region (an owner loop whose region declares the object,
// an orphaned loop) L is the calling gang's or thread's.
//
// Example (GPU):
//   #pragma acc parallel loop reduction(+:st.sum) copyin(a[0:n])
//   for (i = 0; i < n; ++i) st.sum += a[i];
//   =>
//   {
//   #pragma omp target update from(st.sum)
//   double __accc_reduction_st_sum0 = st.sum;
//   #pragma omp target teams distribute parallel for ...
//       map(ompx_hold, tofrom: __accc_reduction_st_sum0)
//       reduction(+: __accc_reduction_st_sum0)
//   for (i = 0; i < n; ++i) __accc_reduction_st_sum0 += a[i];
//   st.sum = __accc_reduction_st_sum0;
//   #pragma omp target update to(st.sum)
//   }
//
// Tests: test/Translate/member-reduction.c,
// test/Execution/member-reduction.c, member-reduction.cpp,
// member-reduction-async.c; rule 5: test/Translate/pointer-member-locals.c,
// test/Execution/pointer-member-locals.c; rules 6 and 7:
// test/Translate/member-locals.c, test/Execution/member-locals.c,
// member-groups.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/MemberReductions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// The owner's target directive whose `if` clause rule 3's updates take
/// (the first with one, else the first).
const OMPDirective *targetDirective(const OMPNode &N) {
  const OMPDirective *First = nullptr;
  for (const OMPLayer &L : N.Layers) {
    if (!L.Directive || !L.Directive->has(OMPWord::Target))
      continue;
    if (llvm::any_of(L.Directive->Clauses, [](const OMPClause &C) {
          return C.Kind == OMPClauseKind::If;
        }))
      return &*L.Directive;
    First = First ? First : &*L.Directive;
  }
  return First;
}

/// Rules 1, 3 and 4 for \p S, added to \p Layer; \p Target: the owner's
/// target directive where its member's device copy is updated (rule 3);
/// \p Async: the owner is deferred (rule 4).
void addStandIn(const LoweringContext &Cx, const MemberStandIn &S,
                const OMPDirective *Target, bool Async, OMPLayer &Layer) {
  std::string M = Cx.exprText(S.Member);
  std::string L = S.Local->getNameAsString();
  QualType T = S.Local->getType();
  // Rules 5 and 6: the type as the member's declaration spells it may name
  // a typedef of the member's class (`real *` of `typedef double real;`),
  // which the function's scope does not see: the canonical type.
  if (S.PointerTarget || S.Address || S.ReadOnly)
    T = T.getCanonicalType();
  std::string Decl;
  llvm::raw_string_ostream OS(Decl);
  T.print(OS, Cx.Ctx.getPrintingPolicy(), L);
  auto Update = [&](OMPClauseKind K) {
    OMPDirective D({OMPWord::Target, OMPWord::Update});
    D.addClause(OMPClause::list(K, OMPItem{nullptr, S.Member, M, {}}));
    addDataIf(*Target, D);
    return OMPStmt::directive(std::move(D));
  };
  if (S.PointerTarget || S.ReadOnly) { // rules 5 and 8
    Layer.Prologue.push_back(OMPStmt::decl(Decl + " = " + M + ";"));
    return;
  }
  if (S.Address) { // rule 6
    bool Array = S.Member->getType()->isArrayType();
    Layer.Prologue.push_back(
        OMPStmt::decl(Decl + " = " + (Array ? M : "&(" + M + ")") + ";"));
    return;
  }
  if (Target)
    Layer.Prologue.push_back(Update(OMPClauseKind::From));
  // Rule 4: once per layer, before its first store.
  if (Async && Layer.Epilogue.empty())
    Layer.Epilogue.push_back(
        OMPStmt::directive(OMPDirective({OMPWord::Taskwait})));
  if (T->isArrayType()) {
    Layer.Prologue.push_back(OMPStmt::decl(Decl + ";"));
    Layer.Prologue.push_back(OMPStmt::code("__builtin_memcpy(&" + L + ", &(" +
                                           M + "), sizeof(" + L + "));"));
    Layer.Epilogue.push_back(OMPStmt::code("__builtin_memcpy(&(" + M +
                                           "), &" + L + ", sizeof(" + L +
                                           "));"));
  } else {
    Layer.Prologue.push_back(OMPStmt::decl(Decl + " = " + M + ";"));
    Layer.Epilogue.push_back(OMPStmt::code(M + " = " + L + ";"));
  }
  if (Target)
    Layer.Epilogue.push_back(Update(OMPClauseKind::To));
}

/// Rule 7: the local of rule 6 that stands for a member of enter or exit
/// data directive \p D, \p V, if it is one.
const MemberStandIn *addressStandIn(const LoweringContext &Cx,
                                    const Directive &D, const ValueDecl *V) {
  for (const MemberStandIn &S : Cx.StandIns)
    if (S.Address && S.Owner == D.Node && S.Local == V)
      return &S;
  return nullptr;
}

/// The variable whose object \p S's member is in (null: `this`).
const VarDecl *objectOf(const MemberStandIn &S) {
  std::optional<MemberPath> P = getMemberPath(S.Member, true);
  return P ? P->Base : nullptr;
}

/// Rule 7: \p I, an item of the local that stands for \p S's member, as
/// the member itself (an array member's subarray with its bounds).
OMPItem memberItem(const LoweringContext &Cx, const MemberStandIn &S,
                   const OMPItem &I) {
  OMPItem M;
  M.Decl = objectOf(S);
  M.Ref = S.Member;
  M.Text = Cx.exprText(S.Member);
  if (S.Member->getType()->isArrayType()) {
    M.Bounds = I.Bounds;
    for (const OMPBound &B : I.Bounds)
      M.Text += "[" + B.Lb + ":" + B.Len + "]";
  }
  return M;
}

} // namespace

std::vector<std::vector<const DataAttr *>>
memberObjects(const LoweringContext &Cx, const Directive &D) {
  std::vector<std::pair<const VarDecl *, std::vector<const DataAttr *>>> Out;
  for (const DataAttr &A : D.DMAs) {
    const MemberStandIn *S = addressStandIn(Cx, D, A.Var);
    if (!S)
      continue;
    const VarDecl *Base = objectOf(*S);
    auto O = llvm::find_if(Out, [&](const auto &X) { return X.first == Base; });
    if (O == Out.end())
      O = Out.insert(O, {Base, {}});
    O->second.push_back(&A);
  }
  std::vector<std::vector<const DataAttr *>> Objects;
  for (auto &[Base, Attrs] : Out)
    Objects.push_back(std::move(Attrs));
  return Objects;
}

std::string memberParts(const LoweringContext &Cx, const Directive &D,
                        llvm::ArrayRef<const DataAttr *> Attrs) {
  std::vector<std::string> Parts;
  for (const DataAttr *A : Attrs) {
    const MemberStandIn *S = addressStandIn(Cx, D, A->Var);
    std::string L = A->Var->getNameAsString();
    if (S && !S->Member->getType()->isArrayType()) { // `L[0:1]`
      Parts.push_back("(const void *)" + L + ", sizeof *" + L);
      continue;
    }
    auto [Addr, Bytes] = Cx.itemExtent(*A);
    Parts.push_back("(const void *)(" + Addr + "), (size_t)(" + Bytes + ")");
  }
  return std::to_string(Attrs.size()) + ", " + llvm::join(Parts, ", ");
}

void addGroupedVersion(LoweringContext &Cx, const Directive &D, OMPNode &N) {
  if (!Cx.isGPU() ||
      (D.Kind != DirectiveKind::EnterData && D.Kind != DirectiveKind::ExitData))
    return;
  std::vector<std::vector<const DataAttr *>> Objects = memberObjects(Cx, D);
  if (Objects.empty())
    return;
  std::vector<std::string> Checks, Members;
  for (const auto &Attrs : Objects)
    Checks.push_back("__accc_present_together(" + memberParts(Cx, D, Attrs) +
                     ")");
  for (OMPLayer &L : N.Layers) {
    if (!L.Directive || !(L.Directive->has(OMPWord::EnterData) ||
                          L.Directive->has(OMPWord::ExitData)))
      continue;
    OMPDirective G = *L.Directive;
    for (OMPClause &C : G.Clauses)
      for (OMPItem &I : C.Items)
        if (const MemberStandIn *S = addressStandIn(Cx, D, I.Decl)) {
          I = memberItem(Cx, *S, I);
          Members.push_back(I.Text);
        }
    L.Grouped = OMPGroupedVersion{llvm::join(Checks, " && "), std::move(G)};
    Cx.Out.requireRuntimeHeader();
    N.Info.push_back("members " + llvm::join(Members, ", ") +
                     ": as one range of their object where they are present "
                     "as one piece (__accc_present_together: an object "
                     "entered whole), else each a map of its own");
  }
}

void addMemberStandIns(LoweringContext &Cx, const DirectiveTree &R,
                       OMPNode &RootNode) {
  // One layer per translated directive, for all of its members.
  llvm::DenseMap<OMPNode *, OMPLayer> Layers;
  llvm::SmallVector<OMPNode *, 2> Order;
  for (const MemberStandIn &S : Cx.StandIns) {
    const Directive *Owner = nullptr;
    R.forEach([&](const Directive &D) {
      if (!Owner && D.Node == S.Owner)
        Owner = &D;
    });
    if (!Owner)
      continue;
    bool Root = Owner == R.Root;
    OMPNode &N = Root ? RootNode : Cx.Out.nodeFor(Owner->Node);
    // Rule 3.
    const OMPDirective *Target =
        Root && Cx.isGPU() && Owner->Kind == DirectiveKind::Parallel &&
                !S.Local->getType()->isPointerType()
            ? targetDirective(N)
            : nullptr;
    // Rule 4: a deferred owner (`target ... nowait`, the GPU's async).
    bool Async = Root && Cx.isGPU() && !Cx.asyncArg(*Owner).empty();
    auto [It, New] = Layers.try_emplace(&N);
    if (New)
      Order.push_back(&N);
    addStandIn(Cx, S, Target, Async, It->second);
    // Rule 2; rule 6's through the pointer.
    std::string Name = S.Local->getNameAsString();
    std::string UseText = S.Address && !S.Member->getType()->isArrayType()
                              ? "(*" + Name + ")"
                              : Name;
    for (const Expr *Use : S.Uses)
      Cx.Out.replaceExpr(Use, UseText);
    // -Minfo=accel: what the member is and how the local stands for it.
    std::string M = Cx.exprText(S.Member);
    if (S.Address)
      N.Info.push_back("member " + M + ": through the local pointer " + Name +
                       ", set to its address before the construct (a map of "
                       "its own, none of its object)");
    else if (S.ReadOnly)
      N.Info.push_back("member " + M + ": read only, through the local " +
                       Name +
                       ", a copy of its value (firstprivate; no map "
                       "of its object)");
    else if (S.PointerTarget)
      N.Info.push_back("pointer member " + M + ": through the local " + Name +
                       ", set from the member before the construct (no map "
                       "of its object, no attach)");
    else
      N.Info.push_back(
          "reduction of member " + M + ": through the local " + Name +
          ", set from the member before the construct and stored back after "
          "it" +
          (Target ? ", with the member's device copy where present" : "") +
          (Async ? "; async: the host waits for its queued work (taskwait) "
                   "before the store"
                 : ""));
  }
  for (OMPNode *N : Order)
    N->Layers.insert(N->Layers.begin(), std::move(Layers[N]));
}

} // namespace accc::transform
