//===- TeamsReductionPads.cpp - Aligned records of teams reductions -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// clang 22 reduces across the teams of a GPU kernel through a buffer of
// records, one per team slot, each holding the directive's reduction
// variables in the order of its reduction clauses, laid out as a C struct.
// It copies a variable of 8 bytes or more with 8-byte accesses, so such a
// variable that is only 4-byte aligned (`struct { float x, y, z; }`,
// `_Complex float`) faults ("misaligned address") where its offset in some
// slot is not a multiple of 8: where it follows a 4-byte variable, or
// where the record's size is not a multiple of 8 (a 12-byte struct alone,
// 16 bytes then 4). Measured on the H100 (2026-11-27, hand-written
// OpenMP): `reduction(addv3: s)` of a 12-byte struct faults, with
// `reduction(+: pad)` after it (an int) it is right, with the int before it
// it faults again; a 20-byte struct with an int after it is right.
//
// Rules (GPU; every OpenMP directive with `teams` and reduction clauses of
// the construct's translation, and of each loop kernel of a kernels region
// split into kernels):
// 1. The items, in clause order, are laid out as C lays out a struct of
//    their types (each at a multiple of its alignment). An item of 8 bytes
//    or more whose alignment is less than 8 and whose offset is 4 modulo 8
//    gets an `int` before it; if there is such an item, the record ends
//    with an `int` where its size is 4 modulo 8.
// 2. Each pad is a local `int __accc_padN = 0;` first in the construct's
//    compound statement, reduced with `+` in a reduction clause of its own
//    at its place, and mapped tofrom (the value is never read).
// 3. Not padded: a directive with an item whose type accc does not know
//    (a subarray, a member's stand-in) or whose alignment is less than 4;
//    ClauseChecks rule 23 reports what cannot be right.
//
// Tests: test/Translate/reduction-struct-pads.c,
// test/Execution/reduction-struct-pads.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace clang;

namespace accc::transform {

namespace {

struct Field {
  size_t Clause; ///< index in the directive's clauses
  uint64_t Size, Align;
};

/// The layout of \p D's reduction items, or nothing where one has no type
/// accc knows (rule 3).
std::optional<std::vector<Field>> reductionFields(const OMPDirective &D,
                                                  ASTContext &Ctx) {
  std::vector<Field> Fields;
  for (size_t I = 0; I < D.Clauses.size(); ++I) {
    const OMPClause &C = D.Clauses[I];
    if (C.Kind != OMPClauseKind::Reduction)
      continue;
    for (const OMPItem &Item : C.Items) {
      if (!Item.Decl || Item.Ref)
        return std::nullopt;
      QualType T = Item.Decl->getType().getNonReferenceType();
      if (T->isDependentType() || T->isIncompleteType())
        return std::nullopt;
      uint64_t Align = Ctx.getTypeAlignInChars(T).getQuantity();
      if (Align < 4)
        return std::nullopt;
      Fields.push_back({I, uint64_t(Ctx.getTypeSizeInChars(T).getQuantity()),
                        Align});
    }
  }
  return Fields;
}

} // namespace

void ComputeLowering::addTeamsReductionPads(OMPNode &N) {
  if (!isGPU())
    return;
  for (OMPLayer &Layer : N.Layers) {
    if (!Layer.Directive || !Layer.Directive->has(OMPWord::Teams))
      continue;
    OMPDirective &D = *Layer.Directive;
    std::optional<std::vector<Field>> Fields = reductionFields(D, Ctx);
    if (!Fields || Fields->empty())
      continue;
    // Rule 1: the clause index before which a pad goes (D.Clauses.size():
    // at the end).
    std::vector<size_t> PadBefore;
    uint64_t Offset = 0, RecordAlign = 1;
    bool Wide = false;
    for (const Field &F : *Fields) {
      RecordAlign = std::max(RecordAlign, F.Align);
      Offset = llvm::alignTo(Offset, F.Align);
      if (F.Size >= 8 && F.Align < 8) {
        Wide = true;
        if (Offset % 8 == 4) {
          PadBefore.push_back(F.Clause);
          Offset += 4;
        }
      }
      Offset += F.Size;
    }
    if (Wide && llvm::alignTo(Offset, RecordAlign) % 8 == 4)
      PadBefore.push_back(D.Clauses.size());
    if (PadBefore.empty())
      continue;
    // Rule 2, from the last position to the first so that the indices hold.
    std::vector<std::string> Names;
    for (size_t I = PadBefore.size(); I-- > 0;) {
      std::string Name = Out.uniqueName("__accc_pad");
      Names.push_back(Name);
      OMPItem Item;
      Item.Text = Name;
      D.Clauses.insert(D.Clauses.begin() + PadBefore[I],
                       OMPClause::list(OMPClauseKind::Reduction, Item,
                                       /*Implicit=*/true, "+"));
      D.Clauses.push_back(OMPClause::map(OMPMapType::ToFrom, Item,
                                         /*Hold=*/false, /*Present=*/false,
                                         /*Implicit=*/true));
    }
    for (const std::string &Name : Names)
      Layer.Prologue.insert(Layer.Prologue.begin(),
                            OMPStmt::decl("int " + Name + " = 0;"));
    N.Info.push_back("reduction across gangs: " +
                     std::to_string(Names.size()) +
                     " int reduction(s) added to keep clang's per-team "
                     "records 8-byte aligned");
  }
}

} // namespace accc::transform
