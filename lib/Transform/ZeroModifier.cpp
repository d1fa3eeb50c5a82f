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
// 3. ADDR and BYTES: a variable x is &(x) and sizeof(x); a subarray
//    b[lb:len] is &(b)[lb] and (len) * sizeof((b)[lb]) (lb defaults to 0,
//    len to the rest of an array). Subarrays of several dimensions and
//    members are reported "not supported yet", as is `zero` with `async`
//    (the memset would not wait for the queue).
//
// Tests: test/Translate/zero-modifier.c, test/Execution/zero-modifier.c,
// test/Diagnostics/zero-modifier.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Basic/Diagnostics.h"
#include "clang/AST/Expr.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// An item's first byte and byte count, as C expressions.
struct ItemExtent {
  std::string Addr, Bytes;
};

/// Rule 3: ADDR and BYTES of item A, or nothing for the forms accc does not
/// zero.
std::optional<ItemExtent>
extentOf(const DataAttr &A, const OMPItem &I, llvm::StringRef Name,
         llvm::function_ref<std::string(const Expr *)> Text) {
  const Expr *Item = A.Item ? A.Item->IgnoreParenImpCasts() : nullptr;
  if (!Item || isa<DeclRefExpr>(Item))
    return ItemExtent{("&(" + Name + ")").str(), ("sizeof(" + Name + ")").str()};
  // A one-dimensional subarray of a variable: its bounds (OMPItem::Bounds).
  const auto *S = dyn_cast<ArraySectionExpr>(Item);
  if (!S || !isa<DeclRefExpr>(S->getBase()->IgnoreParenImpCasts()) ||
      I.Bounds.size() != 1)
    return std::nullopt;
  std::string Base = "(" + Text(S->getBase()) + ")";
  const auto &[Lb, Len] = I.Bounds.front();
  std::string Elem = "sizeof(" + Base + "[" + Lb + "])";
  return ItemExtent{"&" + Base + "[" + Lb + "]", "(" + Len + ") * " + Elem};
}

} // namespace

void FinishingSteps::addZeroFill(const Directive &D, OMPNode &N) {
  if (!isGPU() || N.Layers.empty())
    return;
  std::vector<const DataAttr *> Items;
  for (const DataAttr &A : D.DMAs)
    if (A.Zero)
      Items.push_back(&A);
  if (Items.empty())
    return;
  auto Text = [&](const Expr *E) { return exprText(E); };
  if (!asyncArg(D).empty()) {
    Diags.report(Items.front()->Loc, DiagID::err_acc_zero_unsupported)
        << "on a directive with 'async'";
    return;
  }
  const std::string Dev = "omp_get_default_device()";
  OMPStmts Flags, Fills;
  for (const DataAttr *A : Items) {
    std::optional<ItemExtent> X = extentOf(*A, item(*A), declName(A->Var), Text);
    if (!X) {
      Diags.report(A->Loc, DiagID::err_acc_zero_unsupported)
          << ("on '" + item(*A).Text + "'");
      return;
    }
    std::string Flag = Out.uniqueName("__accc_zero_");
    std::string Cond = D.IfCond ? "(" + exprText(D.IfCond) + ") && " : "";
    Flags.push_back(OMPStmt::decl("const int " + Flag + " = " + Cond +
                                  "!omp_target_is_present(" + X->Addr + ", " +
                                  Dev + ");"));
    Fills.push_back(OMPStmt::code(
        "if (" + Flag + ") omp_target_memset(omp_get_mapped_ptr(" + X->Addr +
        ", " + Dev + "), 0, " + X->Bytes + ", " + Dev + ");"));
  }
  Out.requireOmpHeader();
  N.Info.push_back(D.spelling() + ": zero modifier: newly allocated device "
                                  "memory is set to zero (omp_target_memset)");
  OMPLayer &First = N.Layers.front();
  First.Prologue.insert(First.Prologue.end(), Flags.begin(), Flags.end());
  switch (D.Kind) {
  case DirectiveKind::Data: // rule 2: at the start of the region
    N.Layers.emplace_back().Prologue = Fills;
    return;
  case DirectiveKind::EnterData:
    for (const OMPStmt &F : Fills)
      N.Layers.emplace_back().Statements = {F};
    return;
  case DirectiveKind::Parallel: {
    // Rule 2: the zero items are mapped by a target data around the
    // construct; the construct's own layer opens with the memsets.
    OMPLayer Mapping;
    Mapping.Prologue = First.Prologue;
    First.Prologue = Fills;
    OMPDirective &X =
        Mapping.Directive.emplace(OMPDirective{OMPWord::Target, OMPWord::Data});
    for (const DataAttr *A : Items)
      X.addClause(mapClause(*A, *entryMapType(A->Kind, DataSite::Compute), /*Hold=*/true));
    if (D.IfCond)
      X.addClause(OMPClause::value(OMPClauseKind::If, exprText(D.IfCond)));
    X.mergeLists();
    N.Layers.insert(N.Layers.begin(), std::move(Mapping));
    return;
  }
  default:
    return;
  }
}

} // namespace accc::transform
