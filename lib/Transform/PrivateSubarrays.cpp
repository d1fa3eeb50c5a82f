//===- PrivateSubarrays.cpp - Subarrays in private and firstprivate --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.5.13 (private) and 2.5.14 (firstprivate) on a
// `parallel` or `serial` construct: "a copy of each item on the list will
// be created for each gang", for firstprivate "initialized with the value
// of that item on the local thread"; the items may be subarrays (sec.
// 2.7.1). OpenMP has no array sections in private and firstprivate (clang
// 22: "expected variable name"), so accc makes the gang's copy itself. Not
// in the seed (its rule made them an error).
//
// Rules, for `private(p[lb:len])` / `firstprivate(p[lb:len])` of a pointer
// variable p to a trivially copyable type T (ClauseChecks rule 8 reports the
// other forms):
//  1. The compute directive gets no private clause for p. Inside it, a
//     compound statement opens with
//       T *__accc_private_p = (T *)__builtin_malloc(sizeof(T) * (len));
//       __builtin_memcpy(__accc_private_p, p + (lb), sizeof(T) * (len));
//                                                      // firstprivate only
//       <p's type> p = __accc_private_p - (lb);
//     and closes with `__builtin_free(__accc_private_p);`. The construct's
//     statement, which follows, sees the gang's copy through the new p at
//     the same indices (p[lb] .. p[lb+len-1]). The statements run once per
//     gang: on the GPU in each team before its loops (the team's threads
//     share the copy), on multicore and host in each thread of the `omp
//     parallel` (one per gang). Heap memory rather than an array: clang 22
//     has no variable length arrays in NVPTX code, and a gang's copy may
//     be larger than a stack; on the GPU it comes from the device heap
//     (CUDA's default: 8 MiB for all gangs at once).
//  2. firstprivate on the GPU: the compute directive maps the subarray
//     `map(to: p[lb:len])`, so the copy is made from the data the construct
//     sees: the host's values copied in when the subarray is not present,
//     the device copy when it is (as a present subarray's elements read in
//     the construct would be). Deviation: sec. 2.5.14 names the local
//     thread's values; they differ only where the program changed the host
//     copy of present data without an update. Multicore and host: the
//     original is the host's data.
// Loop and combined constructs: not supported yet (an error; OpenACC makes
// a copy per loop iteration there).
//
// Example (GPU):
//   #pragma acc parallel num_gangs(10) firstprivate(c[0:n])
//   { body }
//   =>
//   #pragma omp target teams map(to: c[0:n]) num_teams(10)
//   {
//   double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (n));
//   __builtin_memcpy(__accc_private_c, c + (0), sizeof(double) * (n));
//   double *c = __accc_private_c - (0);
//   { body }
//   __builtin_free(__accc_private_c);
//   }
//
// Tests: test/Translate/private-subarray.c, test/Execution/private-subarray.c,
// test/Execution/private-subarray.cpp, test/Diagnostics/subarray-in-private.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

bool ComputeLowering::isPrivateSubarray(const DataAttr &A) {
  return (A.Kind == DAKind::Private || A.Kind == DAKind::FirstPrivate) &&
         A.Source == DASource::Exp && A.Item && isSubarray(A.Item);
}

void ComputeLowering::addPrivateSubarrays(const Directive &P, OMPNode &N) {
  OMPLayer Copies;
  for (const DataAttr &A : P.DSAs) {
    if (!isPrivateSubarray(A))
      continue;
    const auto *S = cast<ArraySectionExpr>(A.Item->IgnoreParenImpCasts());
    QualType PtrTy = A.Var->getType().getNonReferenceType();
    QualType Elem = PtrTy->getPointeeType().getUnqualifiedType();
    std::string Name = A.Var->getNameAsString();
    std::string Copy = "__accc_private_" + Name;
    std::string T = Elem.getAsString(Ctx.getPrintingPolicy());
    std::string Lb = S->getLowerBound() ? exprText(S->getLowerBound()) : "0";
    std::string Bytes =
        "sizeof(" + T + ") * (" + exprText(S->getLength()) + ")";
    bool First = A.Kind == DAKind::FirstPrivate;
    // Rule 2.
    if (First && isGPU())
      N.Layers.front().Directive->addClause(
          mapClause(A, OMPMapType::To, /*Hold=*/false));
    // Rule 1.
    Copies.Prologue.push_back(OMPStmt::decl(T + " *" + Copy + " = (" + T +
                                            " *)__builtin_malloc(" + Bytes +
                                            ");"));
    if (First)
      Copies.Prologue.push_back(OMPStmt::code("__builtin_memcpy(" + Copy +
                                              ", " + Name + " + (" + Lb +
                                              "), " + Bytes + ");"));
    std::string Shadow;
    llvm::raw_string_ostream OS(Shadow);
    PtrTy.print(OS, Ctx.getPrintingPolicy(), Name);
    Copies.Prologue.push_back(
        OMPStmt::decl(Shadow + " = " + Copy + " - (" + Lb + ");", A.Var));
    Copies.Epilogue.push_back(
        OMPStmt::code("__builtin_free(" + Copy + ");"));
    N.Info.push_back(std::string(First ? "firstprivate" : "private") + "(" +
                     exprText(A.Item) + "): each gang's copy is allocated " +
                     "at the start of the region" +
                     (First ? " and copied from the original" : ""));
  }
  if (Copies.opensCompound())
    N.Layers.push_back(std::move(Copies));
}

} // namespace accc::transform
