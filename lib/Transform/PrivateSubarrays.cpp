//===- PrivateSubarrays.cpp - Subarrays in private and firstprivate --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.5.13 (private) and 2.5.14 (firstprivate) on a
// `parallel` or `serial` construct: "a copy of each item on the list will
// be created for each gang", for firstprivate "initialized with the value
// of that item on the local thread"; sec. 2.9.10 (private on a loop): a
// copy for each thread of a vector-partitioned loop, for each worker of a
// worker-partitioned one, else for each gang. The items may be subarrays
// and array elements (sec. 2.7.1; Glossary, "Var": an element is the
// one-element subarray, Analysis/ElementItems.cpp). OpenMP has no array
// sections in private and firstprivate (clang 22: "expected variable
// name"), so accc makes the copies itself. Not in the seed (its rule made
// them an error).
//
// Rules, for `private(v[lb1:len1]...[lbk:lenk])` / `firstprivate(...)` of
// a pointer or array variable v whose dimensions after the first subscript
// arrays (ClauseChecks rule 8 reports the other forms; a member's subarray
// is MemberPrivates.cpp's, which uses the same copy), E the type of its
// innermost elements (trivially copyable), u_j the elements E in one
// element of dimension j:
//  1. The copy holds the span of the subarray: from its first element, at
//     offset O = lb1*u1 + ... + lbk*uk elements E from v's origin, C =
//     (len1-1)*u1 + ... + (lenk-1)*uk + 1 elements (len1*u1 for one
//     dimension). A compound statement opens with
//       E *__accc_private_v = (E *)__builtin_malloc(sizeof(E) * (C));
//       __builtin_memcpy(__accc_private_v, &v[lb1]...[lbk], sizeof(E) * (C));
//                                                      // firstprivate only
//       <v's pointer type> v = __accc_private_v - (O);
//     and closes with `__builtin_free(__accc_private_v);`: the statements
//     in it see the copy through the new v at the same indices. Inside the
//     region v names the copy, so only the elements of the span may be
//     accessed through it (an array v becomes a pointer: `sizeof v` is a
//     pointer's size there). Heap memory: clang 22 has no variable length
//     arrays in NVPTX code, and a copy may be larger than a stack; on the
//     GPU it comes from the device heap (CUDA's default: 8 MiB for all
//     copies alive at once).
//  2. Compute constructs (parallel, serial, the effective parallel of a
//     combined construct: its firstprivate): the compute directive gets no
//     clause for v; the compound statement of rule 1 is inside the region,
//     around its statement, so it runs once per gang: on the GPU in each
//     team before its loops (the team's threads share the copy), on
//     multicore and host in each thread of the `omp parallel` (one per
//     gang). A combined construct with one is not fused into one OpenMP
//     directive: the loop's directive follows the compound statement.
//  3. firstprivate on the GPU: the compute directive maps the subarray
//     `map(to: v[lb:len])`, so the copy is made from the data the construct
//     sees: the host's values copied in when the subarray is not present,
//     the device copy when it is (as a present subarray's elements read in
//     the construct would be). Deviation: sec. 2.5.14 names the local
//     thread's values; they differ only where the program changed the host
//     copy of present data without an update. Multicore and host: the
//     original is the host's data.
//  4. Loops (private only: clang allows no firstprivate there): a loop
//     that becomes an OpenMP loop directive (distribute, for, simd, parallel
//     for) gets the copy in the body of its innermost associated loop, so
//     every iteration has its own: at least as private as sec. 2.9.10 asks,
//     and right whatever thread or gang runs the iteration (a gang loop's
//     copy is shared by the threads of the loops inside it, which run that
//     iteration). With a constant C of at most MaxArrayBytes the copy is a
//     local array `E __accc_private_v[C];` (nothing to free; registers or
//     local memory on the GPU); otherwise rule 1's heap copy, and the body
//     runs in `do { ... } while (0);` so that a `continue` still frees it
//     (a partitioned loop has no `break` of its own). A loop that stays
//     sequential gets rule 1's compound statement around the loop: one copy
//     for the thread that runs it, as its private scalars get
//     (LoopToOMP.cpp rule 2).
//
// Example (GPU):
//   #pragma acc parallel num_gangs(10) firstprivate(c[0:n])
//   { body }
//   =>
//   #pragma omp target teams map(to: c[0:n]) num_teams(10)
//   {
//   double *__accc_private_c =
//       (double *)__builtin_malloc(sizeof(double) * (n));
//   __builtin_memcpy(__accc_private_c, &c[0], sizeof(double) * (n));
//   double *c = __accc_private_c - (0);
//   { body }
//   __builtin_free(__accc_private_c);
//   }
//
//   #pragma acc parallel loop private(t[0:4])
//   for (i = 0; i < n; ++i) body
//   =>
//   #pragma omp target teams distribute parallel for ...
//   for (i = 0; i < n; ++i)
//   {
//   double __accc_private_t[4];
//   double *t = __accc_private_t - (0);
//   body
//   }
//
// Tests: test/Translate/private-subarray.c, private-subarray-loop.c,
// test/Execution/private-subarray.c, private-subarray.cpp,
// private-subarray-loop.c, private-element.c,
// test/Diagnostics/subarray-in-private.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// The largest copy a loop body declares as a local array (rule 4): a
/// thread's stack has megabytes (libomp's default 4 MiB), a GPU thread's
/// local memory 512 KiB.
constexpr int64_t MaxArrayBytes = 64 * 1024;

/// A number as C text, folded where it is a constant.
struct Num {
  std::optional<int64_t> Value;
  std::string Text;

  static Num of(int64_t V) { return {V, std::to_string(V)}; }
  std::string text() const { return Value ? std::to_string(*Value) : Text; }
  /// The text as an operand of `*` or `-`.
  std::string operand() const {
    return Value && *Value >= 0 ? text() : "(" + text() + ")";
  }
};

Num mul(const Num &A, const Num &B) {
  if (A.Value && B.Value)
    return Num::of(*A.Value * *B.Value);
  if (A.Value == 1)
    return B;
  if (B.Value == 1)
    return A;
  if (A.Value == 0 || B.Value == 0)
    return Num::of(0);
  return {std::nullopt, A.operand() + " * " + B.operand()};
}

/// The sum of \p Terms, constants folded into one.
Num sum(llvm::ArrayRef<Num> Terms) {
  int64_t Constant = 0;
  std::string Text;
  for (const Num &T : Terms) {
    if (T.Value) {
      Constant += *T.Value;
      continue;
    }
    Text += (Text.empty() ? "" : " + ") + T.Text;
  }
  if (Text.empty())
    return Num::of(Constant);
  if (Constant)
    Text += Constant > 0 ? " + " + std::to_string(Constant)
                         : " - " + std::to_string(-Constant);
  return {std::nullopt, Text};
}

Num minusOne(const Num &A) {
  if (A.Value)
    return Num::of(*A.Value - 1);
  return {std::nullopt, A.operand() + " - 1"};
}

/// The references to \p V in \p S.
unsigned countRefs(const Stmt *S, const ValueDecl *V) {
  if (!S)
    return 0;
  unsigned N = 0;
  if (const auto *R = dyn_cast<DeclRefExpr>(S); R && R->getDecl() == V)
    ++N;
  for (const Stmt *C : S->children())
    N += countRefs(C, V);
  return N;
}

/// The uses of member \p P in \p S.
unsigned countUses(const Stmt *S, const MemberPath &P) {
  if (!S)
    return 0;
  if (const auto *ME = dyn_cast<MemberExpr>(S))
    if (std::optional<MemberPath> Q = getMemberPath(ME); Q && *Q == P)
      return 1;
  unsigned N = 0;
  for (const Stmt *C : S->children())
    N += countUses(C, P);
  return N;
}

} // namespace

bool LoweringContext::isPrivateSubarray(const DataAttr &A) {
  return (A.Kind == DAKind::Private || A.Kind == DAKind::FirstPrivate) &&
         A.Source == DASource::Exp && A.Item && isSubarray(A.Item);
}

PrivateCopy LoweringContext::privateCopy(const DataAttr &A, bool Fill,
                                         bool PerIteration) const {
  std::string Name = A.Var->getNameAsString();
  return privateCopy(A.Item, A.Var->getType(), "__accc_private_" + Name, Name,
                     A.Var, Fill, "", PerIteration);
}

PrivateCopy LoweringContext::privateCopy(const Expr *Item, QualType ObjectTy,
                                         llvm::StringRef Copy,
                                         llvm::StringRef Name,
                                         const ValueDecl *CopyOf, bool Fill,
                                         llvm::StringRef FillFrom,
                                         bool PerIteration) const {
  const PrintingPolicy &Policy = Ctx.getPrintingPolicy();
  auto NumOf = [&](const Expr *E) {
    Num N{std::nullopt, exprText(E)};
    if (isConstant(E))
      N.Value = E->EvaluateKnownConstInt(Ctx).getExtValue();
    return N;
  };
  // The number of elements of array type \p T (ClauseChecks rule 8: a
  // constant, dependent or variable size).
  auto Extent = [&](QualType T) -> Num {
    if (const auto *CAT = Ctx.getAsConstantArrayType(T))
      return Num::of(static_cast<int64_t>(CAT->getZExtSize()));
    if (const auto *DAT = Ctx.getAsDependentSizedArrayType(T))
      return {std::nullopt, "(" + exprText(DAT->getSizeExpr()) + ")"};
    if (const auto *VAT = Ctx.getAsVariableArrayType(T))
      return {std::nullopt, "(" + exprText(VAT->getSizeExpr()) + ")"};
    return Num::of(1);
  };
  // The elements E in one object of type \p T (a product of array extents).
  auto Elements = [&](QualType T) {
    Num N = Num::of(1);
    while (T->isArrayType()) {
      N = mul(N, Extent(T));
      T = Ctx.getAsArrayType(T)->getElementType();
    }
    return N;
  };

  // The dimensions, outermost first, and the variable they subscript.
  const Expr *E = nullptr;
  llvm::SmallVector<SubarrayDim, 3> Dims = subarrayDims(Item, &E);
  QualType VarTy = ObjectTy.getNonReferenceType();
  // The type each dimension subscripts, and what is left after the last.
  llvm::SmallVector<QualType, 4> Types{VarTy};
  for (size_t J = 0; J < Dims.size(); ++J) {
    QualType T = Types.back();
    if (const auto *PT = T->getAs<PointerType>())
      Types.push_back(PT->getPointeeType());
    else if (const ArrayType *AT = Ctx.getAsArrayType(T))
      Types.push_back(AT->getElementType());
    else
      Types.push_back(T); // a template's pattern: its instantiations decide
  }
  QualType Elem = Ctx.getBaseElementType(Types.back()).getUnqualifiedType();
  // Rule 1's O and C; u_k = the elements in what is left, u_j = extent of
  // dimension j+1 times u_(j+1).
  llvm::SmallVector<Num, 4> Units(Dims.size());
  for (size_t J = Dims.size(); J-- > 0;)
    Units[J] = J + 1 == Dims.size() ? Elements(Types.back())
                                    : mul(Extent(Types[J + 1]), Units[J + 1]);
  llvm::SmallVector<Num, 4> Starts, Spans;
  std::string First = exprText(E);
  for (size_t J = 0; J < Dims.size(); ++J) {
    const SubarrayDim &D = Dims[J];
    Num Lb = D.Lb ? NumOf(D.Lb) : Num::of(0);
    Num Len = D.One   ? Num::of(1)
              : D.Len ? NumOf(D.Len)
                      : sum({Extent(Types[J]), mul(Num::of(-1), Lb)});
    First += "[" + Lb.text() + "]";
    Starts.push_back(mul(Lb, Units[J]));
    Spans.push_back(Dims.size() == 1 ? mul(Len, Units[J])
                                     : mul(minusOne(Len), Units[J]));
  }
  if (Dims.size() > 1)
    Spans.push_back(Num::of(1));
  Num Offset = sum(Starts), Count = sum(Spans);

  std::string Bytes = "sizeof(" + Elem.getAsString(Policy) + ") * (" +
                      Count.text() + ")";
  auto Declarator = [&](QualType T, llvm::StringRef DeclName) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    T.print(OS, Policy, DeclName);
    return S;
  };
  PrivateCopy Out;
  QualType ElemPtr = Ctx.getPointerType(Elem);
  bool Array = PerIteration && Count.Value && *Count.Value > 0 &&
               !Elem->isDependentType() &&
               *Count.Value * Ctx.getTypeSizeInChars(Elem).getQuantity() <=
                   MaxArrayBytes;
  if (Array) {
    QualType ArrayTy = Ctx.getConstantArrayType(
        Elem, llvm::APInt(64, *Count.Value), nullptr, ArraySizeModifier::Normal,
        0);
    Out.Open.push_back(OMPStmt::decl(Declarator(ArrayTy, Copy) + ";"));
  } else {
    Out.Open.push_back(OMPStmt::decl(Declarator(ElemPtr, Copy) + " = (" +
                                     ElemPtr.getAsString(Policy) +
                                     ")__builtin_malloc(" + Bytes + ");"));
    Out.Close.push_back(OMPStmt::code("__builtin_free(" + Copy.str() + ");"));
  }
  if (Fill)
    Out.Open.push_back(OMPStmt::code(
        "__builtin_memcpy(" + Copy.str() + ", " +
        (FillFrom.empty() ? "&" + First : FillFrom.str()) + ", " + Bytes +
        ");"));
  Out.First = "&" + First;
  Out.Elem = Elem;
  // v's own pointer type: an array's decays (`double (*)[8]` for `double
  // m[4][8]`), which needs a cast from the copy's.
  QualType Shadow = VarTy->isArrayType() ? Ctx.getArrayDecayedType(VarTy)
                                         : VarTy;
  std::string Origin = Copy.str() + " - (" + Offset.text() + ")";
  if (!Shadow->isDependentType() && Shadow->isPointerType() &&
      !Ctx.hasSameUnqualifiedType(Shadow->getPointeeType(), Elem))
    Origin = "(" + Shadow.getAsString(Policy) + ")(" + Origin + ")";
  Out.Open.push_back(
      OMPStmt::decl(Declarator(Shadow, Name) + " = " + Origin + ";", CopyOf));
  Out.Array = Array;
  Out.Count = Count.text();
  return Out;
}

void ComputeLowering::addPrivateSubarrays(const Directive &P, OMPNode &N) {
  OMPLayer Copies;
  for (const DataAttr &A : P.DSAs) {
    if (!isPrivateSubarray(A))
      continue;
    bool First = A.Kind == DAKind::FirstPrivate;
    // Rule 3.
    if (First && isGPU())
      N.Layers.front().Directive->addClause(
          mapClause(A, OMPMapType::To, /*Hold=*/false));
    // Rules 1 and 2.
    PrivateCopy C = privateCopy(A, First, /*PerIteration=*/false);
    llvm::append_range(Copies.Prologue, C.Open);
    llvm::append_range(Copies.Epilogue, C.Close);
    N.Info.push_back(std::string(First ? "firstprivate" : "private") + "(" +
                     exprText(A.Item) + "): each gang's copy is allocated " +
                     "at the start of the region" +
                     (First ? " and copied from the original" : ""));
  }
  addMemberPrivates(P, N, Copies);
  if (Copies.opensCompound())
    N.Layers.push_back(std::move(Copies));
}

void LoweringContext::addLoopPrivateSubarrays(
    const Directive &L, const Stmt *Iteration, OMPNode &N, bool PerIteration,
    std::vector<std::pair<MemberPath, std::string>> *Named) const {
  OMPLayer Copies;
  for (const DataAttr &A : L.DSAs) {
    if (!isPrivateSubarray(A))
      continue;
    // Rule 4's copy is in the innermost body: code between collapsed loops
    // (collapse(force:), an inner loop's bounds) would see the original.
    if (PerIteration && L.Loop.Collapse > 1 && Iteration) {
      const Stmt *Outer =
          L.Loops.empty() ? nullptr : L.Loops.front()->getBody();
      if (countRefs(Outer, A.Var) > countRefs(Iteration, A.Var))
        Diags.report(A.Loc, DiagID::err_acc_private_subarray_between_loops)
            << exprText(A.Item) << A.Item->getSourceRange();
    }
    PrivateCopy C = privateCopy(A, /*Fill=*/false, PerIteration);
    llvm::append_range(Copies.Prologue, C.Open);
    llvm::append_range(Copies.Epilogue, C.Close);
    N.Info.push_back(
        "private(" + exprText(A.Item) + "): " +
        (!PerIteration ? std::string("one copy for the sequential loop")
         : C.Array     ? "a copy per iteration, a local array of " + C.Count +
                         " elements"
                       : std::string("a copy per iteration, on the heap")));
  }
  // MemberPrivates.cpp rule 3: the members, renamed in the iteration body
  // (in the whole loop when it is sequential).
  for (const DataAttr &A : L.MemberPrivates) {
    const Stmt *Region = PerIteration ? Iteration : L.Body;
    MemberCopy C = memberCopy(A, L, PerIteration, Region);
    if (PerIteration && L.Loop.Collapse > 1 && Iteration && !L.Loops.empty() &&
        countUses(L.Loops.front()->getBody(), C.Path) >
            countUses(Iteration, C.Path))
      Diags.report(A.Loc, DiagID::err_acc_private_subarray_between_loops)
          << exprText(A.Item) << A.Item->getSourceRange();
    llvm::append_range(Copies.Prologue, C.Copy.Open);
    llvm::append_range(Copies.Epilogue, C.Copy.Close);
    N.Info.push_back(C.Info);
    if (Named && C.Whole)
      Named->emplace_back(C.Path, C.Name);
  }
  if (!Copies.opensCompound())
    return;
  if (!PerIteration) { // rule 4: around a sequential loop
    OMPLayer &Outer = N.Layers.front();
    llvm::append_range(Outer.Prologue, Copies.Prologue);
    Outer.Epilogue.insert(Outer.Epilogue.begin(), Copies.Epilogue.begin(),
                          Copies.Epilogue.end());
    return;
  }
  // Rule 4: in the body of the innermost associated loop.
  Copies.ContinueGuard = !Copies.Epilogue.empty();
  N.IterationBody = Iteration;
  N.IterationLayers.push_back(std::move(Copies));
}

} // namespace accc::transform
