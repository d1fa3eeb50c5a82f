//===- ReductionTypeChecks.cpp - Reductions of structs and complex --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// ClauseChecks.cpp's rule 23, the types a reduction reduces (OpenACC 3.3
// sec. 2.5.15: a composite variable member by member; C's complex types
// with + and *):
// 23. a reduction of a struct (member by member) or of a complex number
//     whose operator does not apply to one of its scalars, or with a
//     member OpenACC does not reduce (CompositeReductions.cpp); in a
//     template, of a variable whose type depends on a template parameter,
//     each instantiation's type is checked so (unless it is written
//     `std::complex<R>`: reduced alike in every instantiation), and (not
//     supported yet) it is an error where an instantiation's struct is a
//     class local to a function, has no name, or is declared after the
//     template in a header (CompositeReductions.cpp rule 7: accc defines
//     its combiner at namespace scope); (not supported; -acc=gpu) one
//     that holds a `long double`, which clang 22 does not compile for
//     NVPTX; (not supported yet; -acc=gpu) one across gangs (on a compute
//     or combined construct other than `serial`, or on a gang loop) of a
//     subarray, element or member whose type's size is more than 4 bytes
//     and not a multiple of 8 (`vs[0:n]` of `struct { float x, y, z; }`),
//     or of such a variable whose type's alignment is under 4, or of a
//     template's variable of such a type: clang 22's reduction across teams
//     reads such records misaligned and the kernel stops ("misaligned
//     address" on the H100); a whole variable aligned to 4 bytes is padded
//     by the translation (Transform/TeamsReductionPads.cpp).
//
// Tests: test/Diagnostics/reduction-struct-member.c,
// test/Diagnostics/reduction-struct-class.cpp,
// test/Diagnostics/reduction-complex-operator.c,
// test/Diagnostics/reduction-long-double-gpu.c,
// test/Diagnostics/reduction-misaligned-gpu.c,
// test/Diagnostics/reduction-std-complex.cpp.
//
//===----------------------------------------------------------------------===//

#include "ReductionTypeChecks.h"
#include "accc/Analysis/CompositeReductions.h"
#include "accc/Analysis/VarRefUtils.h"

using namespace clang;

namespace accc::analysis {

bool ReductionTypeChecker::checkType(QualType E, const Expr *Item,
                                     OpenACCReductionOperator Op,
                                     StringRef Text, bool Padded) {
  std::optional<ReductionPart> Layout =
      reductionLayout(E, Op, Ctx, &Diags, Item->getBeginLoc(), Text);
  if (!Layout)
    return false;
  if (Target == TargetKind::GPU && holdsWideFloat(*Layout, Ctx)) {
    Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_long_double_gpu)
        << Text << E << Item->getSourceRange();
    return false;
  }
  uint64_t Bytes = Ctx.getTypeSizeInChars(E).getQuantity();
  if (Target == TargetKind::GPU && AcrossGangs && Bytes > 4 &&
      Bytes % 8 != 0 && !Padded) {
    Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_misaligned_gpu)
        << Text << E << unsigned(Bytes) << Item->getSourceRange();
    return false;
  }
  return true;
}

bool ReductionTypeChecker::check(const VarDecl *V, const Expr *Item,
                                 OpenACCReductionOperator Op, StringRef Text) {
  QualType T = V->getType().getNonReferenceType();
  if (!T->isDependentType()) {
    QualType E = reducedElementType(V, Item, Ctx);
    if (!needsDeclaredReduction(E, Ctx))
      return true;
    // A whole variable of 4-byte alignment gets aligned by int pads in
    // the translation (Transform/TeamsReductionPads.cpp).
    bool Padded = isa<DeclRefExpr>(Item->IgnoreParenImpCasts()) &&
                  Ctx.getTypeAlignInChars(E).getQuantity() >= 4;
    return checkType(E, Item, Op, Text, Padded);
  }
  auto Insts =
      instantiationsOf(V).value_or(llvm::SmallVector<const VarDecl *, 4>());
  // The translation is the pattern's: a `std::complex<R>` is combined the
  // same way in every instantiation (CompositeReductions.cpp rule 6).
  if (isStdComplex(reducedElementType(V, Item, Ctx))) {
    for (const VarDecl *Inst : Insts)
      if (!reductionLayout(reducedElementType(Inst, Item, Ctx), Op, Ctx,
                           &Diags, Item->getBeginLoc(), Text))
        return false;
    return true;
  }
  // Each instantiation's type gets its combiner (CompositeReductions.cpp
  // rule 7), each checked as a variable of that type would be (no padding
  // in a template: TeamsReductionPads.cpp needs the type).
  const Decl *Template = namespaceScopeDecl(V);
  for (const VarDecl *Inst : Insts) {
    QualType E = reducedElementType(Inst, Item, Ctx);
    if (!needsDeclaredReduction(E, Ctx))
      continue;
    if (!checkType(E, Item, Op, Text, /*Padded=*/false))
      return false;
    CombinerPlace Place = combinerPlace(E, Template, Ctx);
    if (Place.K >= CombinerPlace::LocalType) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_dependent_type)
          << Text << E << unsigned(Place.K - CombinerPlace::LocalType)
          << Item->getSourceRange();
      return false;
    }
  }
  return true;
}

} // namespace accc::analysis
