//===- AttachToOMP.cpp - attach and detach clauses ------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.7.12 (detach), 2.7.13 (attach), 2.6.8 (the attachment
// counter): an attach action points the device copy of a host pointer at the
// device copy of its target; a detach action gives it the host value back.
// OpenMP attaches only the pointers it maps itself and has no clause for
// either action, so accc calls libacc's acc_attach / acc_detach[_finalize]
// (runtime/src/Attach.cpp), whose counters the directives and the API
// routines share. Not in the seed; docs/Mapping.md "attach and detach".
//
// Rules (GPU only: on multicore and host a pointer already points at the
// data the device uses):
// 1. enter data attach(p): acc_attach((void **)&(p)); after the directive
//    (the data it maps is present then). exit data detach(p):
//    acc_detach((void **)&(p)); before it (acc_detach_finalize with
//    finalize).
// 2. data attach(p): acc_attach at the start of the region, acc_detach at
//    its end (the structured attachment, sec. 2.6.8).
// 3. attach(p) on a compute construct: acc_attach before the construct,
//    acc_detach after it, in a compound statement around it. The attach
//    acts on data present before the construct: a target that the
//    construct's own clauses map is attached by OpenMP (a pointer member
//    mapped with its struct) or translated by it (a pointer variable).
// 4. With async(q): the _async forms on queue q, which keep queue order.
//    With if(c): each call is `if (c) ...`.
// 5. A pointer that is a local variable (automatic storage, a parameter) and
//    that no other clause of the directive maps has no device copy: the
//    attach action does nothing (sec. 2.7.2), so no call is made (libacc's
//    acc_attach would stop the program). Compute constructs give such a
//    pointer the device address of its present target themselves (OpenMP's
//    implicit zero-length array section), which is what attaching it means
//    there.
// 6. An array element (`attach(ptrs[i])`, `detach(s.ptrs[i])`) names the
//    pointer stored in it: the calls take its address like a member's. It
//    is part of the array (DataAttr::Member), never rule 5's local
//    pointer: the block that holds it may be present.
// 7. The attach and detach actions of the other data clauses (sec. 2.7.2:
//    copy, copyin, copyout, create, present, no_create on data, enter data
//    and compute constructs; copyout and delete on exit data) for an item
//    that is a subarray or element of a pointer member, `s->a[lb:n]`,
//    `s.p[i]` (not a pointer variable: that has no device copy, rule 5):
//    OpenMP attaches such a pointer only where the directive maps it or its
//    target anew, OpenACC wherever it is not attached, e.g. after `enter
//    data copyin(a[0:n])`, `s->a = a`, `enter data copyin(s[0:1])`, a
//    `present(s->a[0:n])` construct must see the device's a through s; and
//    OpenACC detaches it at the region's end (a struct copied out after
//    it gets its host pointer back). libacc's __accc_attach_present
//    (runtime/src/Attach.cpp rule 8) attaches or counts the pointer where
//    it and its target are present, and says whether it did:
//      data, compute: `{ const int __accc_attachedK = [c ?]
//        __accc_attach_present((void **)&(s->a)) [: 0]; <directive>
//        if (__accc_attachedK) acc_detach((void **)&(s->a)); }`, before
//        every other layer (acc_detach_async(..., q) with async(q));
//      enter data: `(void)__accc_attach_present(...);` before it;
//      exit data: `acc_detach[_finalize][_async](...)` before it,
//    each under the directive's `if`. A pointer or target the directive
//    itself maps anew is attached by OpenMP (uncounted: acc_detach does
//    nothing to it). Not for a subarray after a pointer level of the item
//    (`s->rows[i][0:n]`, PointerChain.cpp), nor `deviceptr`, nor a pointer
//    the directive's attach or detach clause names (rules 1-3).
//
// Tests: test/Translate/attach.c, attach-element.c, attach-members.c,
// test/Execution/attach.c, attach-element.c, attach-detach.c,
// attach-members.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/ListItemUtils.h"
#include <set>

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Rule 5: \p A names a local pointer variable that \p D maps in no other
/// clause.
bool isUnmappedLocalPointer(const Directive &D, const DataAttr &A) {
  if (A.Member)
    return false;
  const auto *V = dyn_cast_or_null<VarDecl>(A.Var);
  if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType())
    return false;
  for (const DataAttr &Other : D.DMAs)
    if (&Other != &A && !Other.Member && Other.Var == V &&
        Other.Kind != DAKind::Attach && Other.Kind != DAKind::Detach &&
        (!Other.Item || isa<DeclRefExpr>(Other.Item->IgnoreParenImpCasts())))
      return false;
  return true;
}

/// Rule 7: the pointer member whose target \p A's item is a part of, or null.
const Expr *attachedMember(const DataAttr &A) {
  bool Maps = isMergeableDMA(A.Kind) || A.Kind == DAKind::Present ||
              A.Kind == DAKind::NoCreate || A.Kind == DAKind::Delete;
  if (!Maps || !A.Item || !A.Member)
    return nullptr;
  llvm::SmallVector<const Expr *, 3> Dims;
  const Expr *Base = stripDimensions(A.Item, Dims);
  if (Dims.empty() || !isa<MemberExpr>(Base->IgnoreParenImpCasts()))
    return nullptr;
  QualType T = Base->getType();
  if (!T->isPointerType())
    return nullptr;
  // Every dimension after the first indexes an array of the target: one
  // pointer level.
  QualType Elem = T->getPointeeType();
  for (size_t I = 1; I < Dims.size(); ++I) {
    const ArrayType *AT = Elem->getAsArrayTypeUnsafe();
    if (!AT)
      return nullptr;
    Elem = AT->getElementType();
  }
  return Base;
}

} // namespace

void FinishingSteps::addMemberAttach(const Directive &D, OMPNode &N) {
  // An attach or detach clause of the same pointer acts on it already
  // (rules 1-3).
  std::set<std::string> Seen;
  for (const DataAttr &A : D.DMAs)
    if ((A.Kind == DAKind::Attach || A.Kind == DAKind::Detach) && A.Item)
      Seen.insert(exprText(A.Item));
  std::string If = D.IfCond ? exprText(D.IfCond) : "";
  auto Detach = [&](const std::string &Ptr, bool Guarded) {
    return libaccCall(D, D.Finalize ? "acc_detach_finalize" : "acc_detach",
                      "(void **)&(" + Ptr + ")", Guarded);
  };
  OMPLayer L;
  unsigned K = 0;
  for (const DataAttr &A : D.DMAs) {
    const Expr *Member = attachedMember(A);
    if (!Member || (D.Kind == DirectiveKind::ExitData) !=
                       (A.Kind == DAKind::CopyOut || A.Kind == DAKind::Delete))
      continue;
    std::string Ptr = exprText(Member);
    if (!Seen.insert(Ptr).second)
      continue;
    std::string Attach = "__accc_attach_present((void **)&(" + Ptr + "))";
    switch (D.Kind) {
    case DirectiveKind::EnterData:
      L.Statements.push_back(OMPStmt::code(
          (If.empty() ? "" : "if (" + If + ") ") + "(void)" + Attach + ";"));
      N.Info.push_back(D.spelling() + ": " + Ptr +
                       " attached where it and its target were present");
      break;
    case DirectiveKind::ExitData:
      L.Statements.push_back(OMPStmt::code(Detach(Ptr, /*Guarded=*/true)));
      N.Info.push_back(D.spelling() + ": " + Ptr + " detached");
      break;
    default: { // data, compute constructs
      std::string Flag = "__accc_attached" + std::to_string(K++);
      L.Prologue.push_back(OMPStmt::code(
          "const int " + Flag + " = " +
          (If.empty() ? Attach : "(" + If + ") ? " + Attach + " : 0") + ";"));
      L.Epilogue.push_back(
          OMPStmt::code("if (" + Flag + ") " + Detach(Ptr, false)));
      N.Info.push_back(D.spelling() + ": " + Ptr +
                       " attached for the region where it and its target "
                       "are present before it, detached at its end");
      break;
    }
    }
  }
  if (!L.Statements.empty() || L.opensCompound()) {
    Out.requireRuntimeHeader();
    N.Layers.insert(N.Layers.begin(), std::move(L));
  }
}

OMPStmts FinishingSteps::pointerCalls(const Directive &D, DAKind K,
                                         llvm::StringRef Routine, OMPNode &N,
                                         bool Report) {
  OMPStmts Calls;
  for (const DataAttr &A : D.DMAs) {
    if (A.Kind != K)
      continue;
    std::string Item = item(A).Text;
    if (isUnmappedLocalPointer(D, A)) {
      if (Report)
        N.Info.push_back(D.spelling() + ": " + daKindName(K).str() + "(" +
                       Item + "): no action, the local pointer has no "
                       "device copy");
      continue;
    }
    std::string Call = libaccCall(D, Routine, "(void **)&(" + Item + ")");
    if (Report)
      N.Info.push_back(D.spelling() + " -> " + Call);
    Calls.push_back(OMPStmt::code(std::move(Call)));
  }
  if (!Calls.empty())
    Out.requireRuntimeHeader();
  return Calls;
}

void FinishingSteps::addAttachDetach(const Directive &D, OMPNode &N) {
  if (!isGPU())
    return;
  if (D.Kind == DirectiveKind::EnterData || D.Kind == DirectiveKind::ExitData ||
      D.Kind == DirectiveKind::Data || D.Kind == DirectiveKind::Parallel)
    addMemberAttach(D, N); // rule 7
  switch (D.Kind) {
  case DirectiveKind::EnterData: // rule 1
    for (OMPStmt &C : pointerCalls(D, DAKind::Attach, "acc_attach", N))
      N.Layers.emplace_back().Statements = {std::move(C)};
    return;
  case DirectiveKind::ExitData: { // rule 1
    std::vector<OMPLayer> Before;
    for (OMPStmt &C :
         pointerCalls(D, DAKind::Detach,
                      D.Finalize ? "acc_detach_finalize" : "acc_detach", N))
      Before.emplace_back().Statements = {std::move(C)};
    N.Layers.insert(N.Layers.begin(), Before.begin(), Before.end());
    return;
  }
  case DirectiveKind::Data:
  case DirectiveKind::Parallel: {
    OMPStmts Attach = pointerCalls(D, DAKind::Attach, "acc_attach", N);
    if (Attach.empty())
      return;
    OMPStmts Detach =
        pointerCalls(D, DAKind::Attach, "acc_detach", N, /*Report=*/false);
    OMPLayer L;
    L.Prologue = std::move(Attach);
    L.Epilogue = std::move(Detach);
    if (D.Kind == DirectiveKind::Data) // rule 2: inside the region
      N.Layers.push_back(std::move(L));
    else // rule 3: around the construct
      N.Layers.insert(N.Layers.begin(), std::move(L));
    return;
  }
  default:
    return;
  }
}

} // namespace accc::transform
