//===- ZeroModifier.cpp - create(zero: ...) and copyout(zero: ...) --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.7.7, 2.7.9: with the `zero` modifier, device memory that
// a `create` or `copyout` clause allocates is zeroed; data that is already
// present is left alone. OpenMP's map clauses have no such modifier (the seed
// does not cover it), so accc spells it with OpenMP 6.0 routines around the
// map. Not in the seed; docs/Mapping.md "The zero modifier".
//
// Rules (GPU only: on multicore and host the device's memory is the host's
// and nothing is allocated):
// 1. Before the directive, for each item with `zero`:
//      const int __accc_zero_N = !omp_target_is_present(ADDR, DEV);
//    (with an `if` clause: `(cond) && !...`), DEV being
//    omp_get_default_device(), the current device.
// 2. Once the item is mapped:
//      if (__accc_zero_N) omp_target_memset(omp_get_mapped_ptr(ADDR, DEV),
//                                           0, BYTES, DEV);
//    `data`: at the start of the region; `enter data`: after the directive;
//    compute constructs: a `target data` with the construct's own maps of
//    the zero items (structured count; `from` for copyout, so the copy back
//    happens when it ends) opens first, the memset follows, then the
//    construct, whose maps find the data present. The counts end as they
//    would without the modifier.
// 3. ADDR and BYTES: a variable or a member x is &(x) and sizeof(x), the
//    object of `this` this and sizeof(*this); a subarray b[l0:n0]...[lk:nk]
//    of arrays (of a variable or a member) is &(b)[l0]...[lk] and
//    (n0) * ... * (nk) * sizeof((b)[l0]...[lk]): OpenACC asks data clauses
//    for contiguous subarrays (sec. 2.7.1; ClauseChecks.cpp rule 20 rejects
//    the provably other ones), whose bytes are that product. A dimension
//    without a length counts to the end of its array.
// 4. async(q) on enter data and on a compute construct (sec. 2.7.7: the
//    zeroing is part of the create action, which the queue orders): the
//    memset goes on queue q, `__accc_zero_async(ADDR, BYTES, __accc_async)`
//    (libacc, runtime/src/AsyncData.cpp rule 6), after the queue's earlier
//    work and before its later work; the host does not wait. The memory
//    must be mapped when the host passes the directive: enter data maps at
//    once (AsyncToOMP.cpp rule 6); a compute construct with async maps
//    when its task runs, so its zero items are mapped first by a
//    synchronous `target enter data map(alloc: ...)` (the dynamic count:
//    no `target data` may outlive the deferred construct), zeroed on the
//    queue, and released after it by `target exit data map(from|release:
//    ...) nowait depend(inout: <queue>)`, on the queue too: the copy back
//    of copyout follows the construct, and the counts end as they would.
//    A `data` construct drops async (AsyncToOMP.cpp rule 4): rule 2.
// 5. Pointer chains (`pp[0:n][0:m]`, mapped row by row): each row of the
//    data level gets rules 1, 2 and 4 in the loop that maps it
//    (PointerChain.cpp); on a compute construct with async the item's rows
//    are then mapped when the host passes it.
//
// Tests: test/Translate/zero-modifier.c, zero-modifier-async.c,
// test/Execution/zero-modifier.c, zero-modifier-async.c,
// test/Diagnostics/zero-modifier.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Basic/Diagnostics.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// \p E in parentheses unless it is a name or a number.
std::string operand(llvm::StringRef E) {
  if (llvm::all_of(E, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
    return E.str();
  return "(" + E.str() + ")";
}

} // namespace

std::pair<std::string, std::string>
LoweringContext::itemExtent(const DataAttr &A) const {
  OMPItem I = item(A);
  const Expr *Item = A.Item ? A.Item->IgnoreParenImpCasts() : nullptr;
  if (!Item || isa<DeclRefExpr>(Item))
    return {"&(" + I.Text + ")", "sizeof(" + I.Text + ")"};
  if (isa<CXXThisExpr>(Item))
    return {"this", "sizeof(*this)"};
  const Expr *Base = Item;
  while (const auto *S = dyn_cast<ArraySectionExpr>(Base))
    Base = S->getBase()->IgnoreParenImpCasts();
  if (Base == Item) { // a member, `p->a`, `this->v`
    std::string T = exprText(A.Item);
    return {"&(" + T + ")", "sizeof(" + T + ")"};
  }
  std::string Elem = "(" + exprText(Base) + ")", Count;
  for (const OMPBound &B : I.Bounds) {
    // An inner dimension without a length: the rest of its array.
    std::string Len = !B.Len.empty() ? B.Len
                                     : "sizeof(" + Elem + ") / sizeof(" +
                                           Elem + "[0]) - " + operand(B.Lb);
    Count += operand(Len) + " * ";
    Elem += "[" + B.Lb + "]";
  }
  return {"&" + Elem, Count + "sizeof(" + Elem + ")"};
}

bool LoweringContext::zeroesOnQueue(const Directive &D) const {
  return (D.Kind == DirectiveKind::EnterData ||
          D.Kind == DirectiveKind::Parallel) &&
         !queueClauses(D).Arg.empty();
}

std::pair<OMPStmt, OMPStmt>
LoweringContext::zeroFill(const Expr *IfCond, bool OnQueue,
                          llvm::StringRef Addr, llvm::StringRef Bytes) const {
  const std::string Dev = "omp_get_default_device()";
  std::string Flag = Out.uniqueName("__accc_zero_");
  std::string Cond = IfCond ? "(" + exprText(IfCond) + ") && " : "";
  Out.requireOmpHeader();
  OMPStmt Check = OMPStmt::decl("const int " + Flag + " = " + Cond +
                                "!omp_target_is_present(" + Addr.str() +
                                ", " + Dev + ");");
  if (OnQueue) { // rule 4
    Out.requireRuntimeHeader();
    return {Check, OMPStmt::code("if (" + Flag + ") __accc_zero_async(" +
                                 Addr.str() + ", " + Bytes.str() +
                                 ", __accc_async);")};
  }
  return {Check, OMPStmt::code("if (" + Flag +
                               ") omp_target_memset(omp_get_mapped_ptr(" +
                               Addr.str() + ", " + Dev + "), 0, " +
                               Bytes.str() + ", " + Dev + ");")};
}

void FinishingSteps::addZeroFill(const Directive &D, OMPNode &N) {
  if (!isGPU() || N.Layers.empty())
    return;
  std::vector<const DataAttr *> Items;
  for (const DataAttr &A : D.DMAs)
    if (A.Zero && !isPointerChain(A)) // rule 5: PointerChain.cpp
      Items.push_back(&A);
  if (Items.empty())
    return;
  bool Queue = zeroesOnQueue(D);
  OMPStmts Flags, Fills;
  for (const DataAttr *A : Items) {
    auto [Addr, Bytes] = itemExtent(*A);
    auto [Flag, Fill] = zeroFill(D.IfCond, Queue, Addr, Bytes);
    Flags.push_back(std::move(Flag));
    Fills.push_back(std::move(Fill));
  }
  N.Info.push_back(D.spelling() + ": zero modifier: newly allocated device "
                                  "memory is set to zero (" +
                   (Queue ? "on the async queue, __accc_zero_async)"
                          : "omp_target_memset)"));
  OMPLayer &First = N.Layers.front();
  First.Prologue.insert(First.Prologue.end(), Flags.begin(), Flags.end());
  // The zero items' maps: the construct's own (`target data`), or its
  // entry or exit half (`target enter data`, `target exit data`).
  auto ZeroMaps = [&](OMPWord W) {
    OMPDirective X{OMPWord::Target, W};
    for (const DataAttr *A : Items) {
      OMPMapType T = W == OMPWord::Data
                         ? *entryMapType(A->Kind, DataSite::Compute)
                     : W == OMPWord::EnterData
                         ? *enterMapType(A->Kind, DataSite::Compute)
                         : exitMapType(A->Kind, DataSite::Compute);
      X.addClause(mapClause(*A, T, /*Hold=*/W == OMPWord::Data));
    }
    if (D.IfCond)
      X.addClause(OMPClause::value(OMPClauseKind::If, exprText(D.IfCond)));
    X.mergeLists();
    return X;
  };
  switch (D.Kind) {
  case DirectiveKind::Data: // rule 2: at the start of the region
    N.Layers.emplace_back().Prologue = Fills;
    return;
  case DirectiveKind::EnterData:
    for (const OMPStmt &F : Fills)
      N.Layers.emplace_back().Statements = {F};
    return;
  case DirectiveKind::Parallel: {
    if (Queue) {
      // Rule 4: mapped now, zeroed on the queue, released after the
      // construct on the queue, all in the construct's compound statement
      // (whose cleanup of __accc_async ends it).
      First.Prologue.push_back(
          OMPStmt::directive(ZeroMaps(OMPWord::EnterData)));
      First.Prologue.insert(First.Prologue.end(), Fills.begin(), Fills.end());
      OMPDirective Exit = ZeroMaps(OMPWord::ExitData);
      for (const OMPClause &C : queueClauses(D).clauses())
        Exit.addClause(C);
      First.Epilogue.insert(First.Epilogue.begin(),
                            OMPStmt::directive(std::move(Exit)));
      return;
    }
    // Rule 2: the zero items are mapped by a target data around the
    // construct; the construct's own layer opens with the memsets.
    OMPLayer Mapping;
    Mapping.Prologue = First.Prologue;
    First.Prologue = Fills;
    Mapping.Directive = ZeroMaps(OMPWord::Data);
    N.Layers.insert(N.Layers.begin(), std::move(Mapping));
    return;
  }
  default:
    return;
  }
}

} // namespace accc::transform
