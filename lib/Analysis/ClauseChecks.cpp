//===- ClauseChecks.cpp - The seed's error rules for explicit clauses -----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Checks the explicit clauses of every construct in a compute region, per
// clang node (so a combined construct is checked as one directive).
//
// Spec: seed 000, "Semantic Clarifications". It is an error if, on any
// OpenACC directive:
//  1. a variable appears more than once per exp DA;
//  2. a variable appears in more than one exp DMA, except two of copy,
//     copyin, copyout and create that name the same variable, subarray or
//     element (`copyin(x) copyout(x)`, `create(zero: b[0:n])
//     copyout(b[0:n])`): OpenACC 3.3 does not forbid it (the seed does, as
//     likely a mistake), nvc and flang accept it, and the OpenACC V&V suite
//     tests it. A warning (-Waccc-merged-data-clauses); the directive reads
//     them as one clause that copies in where one of them does and out
//     where one does (mergedDMA; DataAttributes.cpp). The same item twice
//     in clauses of one kind (`present(a, b, b)`, which PGI accepted and
//     published codes have) is read once, with a warning of that group;
//  3. a variable appears in more than one exp|pre DSA (on a combined
//     directive too: firstprivate with private or reduction "is surely a
//     mistake");
//  4. a variable appears in an exp DMA and an unmappable exp DSA
//     (firstprivate, private), on a combined directive too;
//  5. an exp DA names a variable of incomplete type;
//  6. exp private or exp reduction names a const variable;
//  7. (the seed: an array element `a[3]`, start or length?) none: OpenACC
//     3.3's var-list holds array elements (Glossary, "Var"); ElementItems.cpp
//     reads one as the one-element subarray in data, reduction, private and
//     firstprivate clauses, attach and detach act on the pointer stored in
//     one (`attach(ptrs[i])`), deviceptr takes none (rule 23), and clang
//     rejects them in use_device and declare;
//  8. (not supported yet) a subarray (or element) in firstprivate or
//     private other than those PrivateSubarrays.cpp translates
//     (PrivateItemChecks.cpp);
//  9. a loop control variable appears in exp reduction (any acc loop);
// 10. (combined directives) a loop control variable that is just assigned in
//     the `for` init, and so pre private, appears in an exp data clause other
//     than private or reduction;
// 11. the argument of num_gangs, num_workers, vector_length, or of a loop's
//     gang (num or static), worker or vector clause is not a
//     positive integer (checked when it is a constant);
// 12. (not supported yet) a data clause names a subarray that steps through
//     pointers after a range (seed 000, "Potentially Unmappable Features")
//     that accc cannot map row by row: in `declare`, in no_create,
//     deviceptr, attach, detach, use_device, device_resident and link, or
//     with a single element among its dimensions (`pp[0:n][2][0:m]`).
// 13. a loop with a gang clause in the region of another gang loop of the
//     same compute construct, unless its gang(dim:) is lower (OpenACC 3.3
//     sec. 2.9.2; LoopPartitioning.cpp rule 5; clang 22 checks the
//     worker and vector nestings, not this one, and its OpenMP then fails:
//     "region cannot be closely nested")
// 14. (not supported) collapse(n) with n > 16: clang's OpenMP code
//     generation takes time that doubles with each collapsed loop
//     (collapse(16): 2 s, collapse(18): 8 s; collapse(50) never ends).
// 15. (-acc=gpu) a reduction names a subarray of an array with static
//     storage that is not a static local (`float h[100];` at file scope,
//     `reduction(+:h[0:10])`): clang 22 crashes in its NVPTX code
//     generation of an OpenMP reduction over a section of such an array, on
//     any target construct; the whole array, a local array's or a
//     pointer's subarray, and a static local's compile. Such a reduction is
//     recorded in DirectiveTree::AtomicItems: AtomicReductions.cpp does it
//     with atomic updates.
// 16. (not supported) in the nest of a collapse or tile clause, an inner
//     loop's start or bound that depends on an enclosing loop's control
//     variable `i` of the nest other than linearly (`a * i + b`, a and b
//     not depending on the nest's variables), or a step that depends on
//     one, or a start and bound that depend on two of them: OpenMP 5.2 sec.
//     4.4.1 allows non-rectangular nests only in that form. clang 22 rejects
//     some of the rest in the translation ("expected loop invariant expression
//     or '<invariant1> * i + <invariant2>' kind of expression": `j < i * i`),
//     and compiles others wrongly: `j < i % 3` ran 13 of the 19 iterations, a
//     step `j += i` stopped the program. Checked for the built-in operators of
//     C `for` loops.
// 17. (not supported yet; -acc=gpu) a compute construct in a function that
//     a `routine` directive (either form) makes a device function: its
//     OpenMP `target` would run in device code, which launches no kernels
//     (OpenACC's nested parallelism; clang 22 rejects the variables the
//     nested region captures: "variable captured in declare target region
//     must appear in a to clause"). On multicore and host the routine
//     directive vanishes and the construct runs.
// 18. (not supported) a subarray of `this` other than `this[0:1]`, an
//     element other than `this[0]` (the object itself): OpenMP maps `this`
//     only as `this[:1]` or `this[0]` ("invalid 'this' expression on 'map'
//     clause"); `this[0:0]`, longer ones and `this[1]` have no OpenMP
//     spelling (fuzzing finds).
// 19. (-acc=gpu) a reduction of a subarray whose length is not a constant
//     (`reduction(&:a[1:n])`, `a[k:]` of an array): clang 22 reduces an
//     array section on the GPU only with a length it knows at compile time
//     ("cannot generate code for reduction on array section, which
//     requires a variable length array"; a fuzzing find); the same message
//     for a section with more than one element in a dimension other than
//     the innermost (`m[1:2][0:3]`, the rows `m[1:2]` or `m[1:]` of `int
//     m[4][3]`, which the translation spells so: Lowering.cpp; seed 16), a
//     whole variable-length array ("cannot generate code for reduction on
//     variable length array"; seed 19), and a subarray of a pointer in a
//     deviceptr clause of the construct or of its compute construct
//     (OpenMP's is_device_ptr: "pointer cannot be mapped along with a
//     section derived from itself"; seed 20). Each is recorded in
//     DirectiveTree::AtomicItems (AtomicReductions.cpp: atomic updates),
//     but rows that are not contiguous (`m[0:2][1:1]`), whose implied copy
//     no data clause can name (rule 20): an error.
// 20. a subarray in a data clause (not update's) that is provably not
//     contiguous: after a dimension of more than one element, a dimension
//     that does not cover its whole array dimension (`m[1:2][1]`,
//     `m[0:2][0:3]` of `double m[4][8]`; `m[1][0:2]` and `m[0:2][0:8]`
//     are contiguous). OpenACC 3.3 sec. 2.7.1: "Any array or subarray in a
//     data clause, including Fortran array pointers, must be a contiguous
//     section of memory, except for dynamic multidimensional C arrays"
//     (the pointer chains of rule 12, which accc maps row by row); sec.
//     2.14.4 allows noncontiguous subarrays in update, and a reduction is
//     no data clause. clang rejects the OpenMP map ("array section does
//     not specify contiguous storage"); a fuzzing find. Bounds not known
//     when compiling are not checked.
// 21. (warning) OpenACC 3.4 data clause modifiers accc cannot honour
//     (sec. 2.7.4): `capture` off the GPU (the region uses the shared host
//     memory itself); on the GPU `copy(alwaysin: x)` or `copy(alwaysout:
//     x)` alone (OpenMP's `always` on a `tofrom` map forces both copies;
//     `always`, and alwaysin/alwaysout on copyin/copyout, are translated:
//     DataToOMP.cpp).
// 22. (warning) `if` on `atomic` (OpenACC 3.4 sec. 2.12): the operation is
//     always atomic, the condition not evaluated.
// 23. the types a reduction reduces: structs member by member, complex
//     values, a template's instantiations (ReductionTypeChecks.cpp).
// 24. a deviceptr item that is not a variable (an element `pp[1]`, a
//     subarray, a member `s.p`): OpenACC 3.3 sec. 2.7.4, "In C and C++, the
//     vars in var-list must be pointer variables" (clang checks the pointer
//     type only; OpenMP's is_device_ptr takes variables too).
// 25. members in private and firstprivate: the forms MemberPrivates.cpp
//     renames, and the repeat and conflict rules for members
//     (PrivateItemChecks.cpp).
// 26. a `cache` directive that is not at the top of a loop's body (OpenACC
//     3.3 sec. 2.10: "The cache directive may appear at the top of (inside
//     of) a loop"): outside any loop, or after other statements of the
//     body (other cache directives may come before it). Inside or outside
//     a compute construct alike; the directive itself is dropped, a hint
//     (AtomicToOMP.cpp).
// 27. (warning) a subarray in `use_device` (clang 22 accepts it as an
//     extension; OpenACC 3.3 sec. 2.8.1 names variables and arrays there):
//     read as its variable, whose device address the region sees (the
//     translation's use_device_ptr takes a variable; fuzzing find).
// 28. a constant size of the launch (num_gangs, num_workers,
//     vector_length, a loop's gang(num:), worker or vector argument) over
//     2147483647, or constant num_workers and vector_length whose product
//     is: OpenMP's num_teams, thread_limit and num_threads take an `int`,
//     and the launch would see the truncated value (fuzzing find:
//     `vector(0x7fffffffffffffff)`).
// 29. `this` in attach or detach (clang rejects `this[0:1]` there, not a
//     pointer): they act on a pointer stored in host memory, whose device
//     copy gets the device address, and `this` is no stored pointer
//     (fuzzing find of seed 12: `enter data attach(this)` became
//     `acc_attach(&this[0:1])`, which clang rejected).
// 30. (GPU) a compute construct in a lambda defined outside any function
//     (a namespace-scope variable's initializer, a variable template, a
//     data member's initializer): clang 22 crashes generating the code of
//     a target region in such a lambda's call operator, host and device
//     alike (llvm-project issue 136652; fuzzing find of seed 13, `serial
//     loop` in a V&V test's global lambda). A lambda defined in a function
//     works, and so do multicore's `parallel for` anywhere.
// 31. (-acc=gpu) a host directive (data, enter data, exit data, update,
//     host_data, wait, init, shutdown, set) in a function that a `routine`
//     directive makes a device function: its translation (a `target data`,
//     libacc's routines with the profiling hooks' host variables) would be
//     compiled for the device too, where it has no meaning, and clang
//     rejects it there ("variable captured in declare target region must
//     appear in a to clause"; fuzzing find of seed 16, `shutdown` in a
//     `routine gang` function). On multicore and host the routine
//     directive vanishes and the directive runs.
// 32. an array element (ElementItems.cpp's one-element subarray) of an
//     array, not through a pointer, outside it in some dimension
//     (`g[4][8]` of `double g[4][8]`), in any data clause: the map would
//     read or write past the array (clang's Sema rejects such subarrays,
//     `a[90:20]` of `double a[100]`, and GCC both). LLNL's LULESH OpenACC
//     port writes `copyin(gamma[4][8])` meaning the whole array; the
//     message says to name the array.
// 33. (a warning, -Waccc-array-parameter) a function parameter declared as
//     an array (`double A[N][N]`, `x[n]`, `z[]`), which C and C++ make a
//     pointer, named alone in copy, copyin, copyout, create, delete or
//     update: the clause moves the pointer, not the array, and device code
//     that reads the array through it reads host memory. The message gives
//     the subarray of the declared extent (`A[0:100]`). PolyBench-ACC's
//     kernels write `copyin(A)` so and faulted on an H200 (illegal memory
//     access; `present` of such a pointer then found 0 bytes). present,
//     no_create, deviceptr and attach keep a pointer's own meaning.
// 34. a bit-field member in a clause that maps data (copy, copyin,
//     copyout, create, no_create, present, delete, update, ...): a map is
//     storage at an address, and a bit-field has none (C11 6.5.3.2p1; clang
//     rejects the OpenMP map: "bit fields cannot be used to specify storage
//     in a 'map' clause"). The message says to name the object.
// Clang's Sema already rejects malformed clauses, clauses on the wrong
// directive, and non-integer arguments.
//
// Rules 13 and 16 are about loop nests: LoopNestChecks.cpp. Rules 11, 14
// and 28 (integer arguments) are LaunchArgChecks.cpp's, rules 12, 20, 32
// and 33 (shapes of subarrays) SubarrayShapeChecks.cpp's, rules 8 and 25 (items
// of private clauses) PrivateItemChecks.cpp's, rule 23 (the types reductions
// reduce) ReductionTypeChecks.cpp's; this file runs them all.
//
// Input: the DirectiveTree from buildDirectiveTree. Output: diagnostics only.
//
// Tests (test/Diagnostics/, by rule): var-repeated-in-clause.c,
// var-repeated-in-clause.cpp, data-clause-conflicts.c,
// data-nested-error-once.c (1); dma-conflict.c (2); dsa-conflict.c,
// dsa-conflict-combined.c (3); dma-with-private.c,
// dma-with-private-combined.c, dma-with-reduction-ok.c (4);
// incomplete-type-explicit.c (5); const-in-private.c, const-in-private.cpp,
// const-in-reduction.c, const-in-copy-ok.c (6); array-element-ok.c (7);
// subarray-in-private.c (8); reduction-loop-var.c, reduction-loop-var.cpp,
// reduction-declared-loop-var-ok.c (9); loop-var-data-clause-combined.c,
// loop-var-private-combined-ok.c (10); num-gangs-not-positive.c,
// num-workers-not-positive.c, vector-length-not-positive.c,
// loop-sizes-not-positive.c,
// positive-args-ok.c (11); pointer-chain-unmappable.c (12);
// gang-in-gang.c (13); collapse-too-deep.c (14);
// reduction-subarray-global-gpu-ok.c, Translate/reduction-atomic-arrays.c
// (15);
// collapse-nonlinear-bound.c, collapse-nonlinear-bound-ok.c (16);
// compute-in-routine-gpu.c (17); this-subarray.cpp (18);
// reduction-atomic-arrays.c (19); subarray-not-contiguous.c (20);
// reduction-struct-class.cpp, reduction-struct-member.c,
// reduction-complex-operator.c, reduction-long-double-gpu.c (23);
// deviceptr-not-variable.c (24); member-private.c, member-private.cpp (25);
// cache-place.c (26); subarray-out-of-bounds.c (32); not-a-variable.cpp
// (items that are not variables).
//
//===----------------------------------------------------------------------===//

#include "LaunchArgChecks.h"
#include "PrivateItemChecks.h"
#include "ReductionTypeChecks.h"
#include "SubarrayShapeChecks.h"
#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::analysis {

namespace {

struct Occurrence {
  DAKind Kind;
  const Expr *Item;
  const OpenACCClause *Clause;
};

class NodeChecker {
public:
  /// \p Spelling: the directive as the user wrote it; \p Combined: a
  /// combined construct; \p Update: an update directive (which may name
  /// several parts of one variable).
  NodeChecker(std::string Spelling, OpenACCDirectiveKind Kind, bool Combined,
              bool Update, ASTContext &Ctx, Diagnoser &Diags,
              TargetKind Target = TargetKind::Host)
      : Spelling(std::move(Spelling)), Kind(Kind), Combined(Combined),
        Update(Update), Target(Target), Ctx(Ctx), Diags(Diags),
        Members(Ctx, Diags, this->Spelling), Shapes(Ctx, Diags, this->Spelling),
        LaunchArgs(Ctx, Diags) {}

  /// \p DevicePtrs: the pointers in deviceptr clauses of the directive and
  /// of its compute construct (rule 19).
  /// GPU: where to record the reduction items OpenMP cannot reduce
  /// (DirectiveTree::AtomicItems).
  llvm::DenseMap<const Expr *, AtomicReason> *AtomicItems = nullptr;

  void run(llvm::ArrayRef<const OpenACCClause *> Clauses,
           llvm::ArrayRef<LoopControlVar> LoopVars,
           llvm::ArrayRef<const OpenACCClause *> ComputeClauses = {}) {
    for (llvm::ArrayRef<const OpenACCClause *> List : {Clauses, ComputeClauses})
      for (const OpenACCClause *C : List)
        if (isa<OpenACCDevicePtrClause>(C))
          for (const Expr *E : clauseVarList(C))
            if (const VarDecl *V = getListItemVar(E))
              DevicePtrs.insert(V);
    for (const LoopControlVar &LV : LoopVars)
      if (LV.Var && !LV.Declared)
        AssignedLoopVars.insert(LV.Var);
    // Rule 23: a reduction here combines the gangs' values (a `serial`
    // construct has one gang).
    AcrossGangs = (Kind != OpenACCDirectiveKind::Loop &&
                   Kind != OpenACCDirectiveKind::Serial &&
                   Kind != OpenACCDirectiveKind::SerialLoop) ||
                  llvm::any_of(Clauses, [](const OpenACCClause *C) {
                    return isa<OpenACCGangClause>(C);
                  });
    for (const OpenACCClause *C : Clauses) {
      LaunchArgs.check(C);
      std::optional<DAKind> K = dataAttrOfClause(C);
      if (!K)
        continue;
      checkModifiers(*K, C);
      for (const Expr *Item : clauseVarList(C))
        checkItem(*K, Item, C);
    }
  }

private:
  std::string Spelling;
  OpenACCDirectiveKind Kind;
  bool Combined, Update;
  TargetKind Target;
  ASTContext &Ctx;
  Diagnoser &Diags;
  llvm::SmallPtrSet<const VarDecl *, 4> AssignedLoopVars;
  bool AcrossGangs = false;
  llvm::SmallPtrSet<const VarDecl *, 2> DevicePtrs;
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<Occurrence, 2>> Seen;
  MemberItemChecker Members;
  SubarrayShapeChecker Shapes;
  LaunchArgChecker LaunchArgs;

  std::string text(const Expr *E) { return itemText(E, Ctx); }

  /// Rules 15 and 19: why OpenMP cannot reduce reduction item \p Item of
  /// \p V (of type \p T; \p Sub: a subarray or element) on the GPU, if
  /// it cannot.
  std::optional<AtomicReason> atomicReason(const VarDecl *V, QualType T,
                                           const Expr *Item, bool Sub) {
    if (!Sub)
      return T->isVariablyModifiedType()
                 ? std::optional(AtomicReason::VariableLength)
                 : std::nullopt;
    if (V->hasGlobalStorage() && !V->isStaticLocal() && T->isArrayType())
      return AtomicReason::GlobalArray;
    if (DevicePtrs.count(V))
      return AtomicReason::DevicePtr;
    // A length the compiler does not know (also the rest of an array from
    // a start it does not know, `a[k:]`); else more than one element in a
    // dimension other than the innermost (the rows of an array of arrays,
    // `m[1:2]` or `m[1:]`, which the translation spells `m[1:2][0:N]`).
    const auto *Innermost =
        dyn_cast<ArraySectionExpr>(Item->IgnoreParenImpCasts());
    if (!Innermost)
      return std::nullopt; // an element: one scalar
    bool InnerDims = !innerArraySizes(Innermost, Ctx).empty();
    bool Rows = false;
    for (const Expr *E = Innermost;
         const auto *S = dyn_cast<ArraySectionExpr>(E);
         E = S->getBase()->IgnoreParenImpCasts()) {
      bool Dependent;
      std::optional<llvm::APSInt> N = knownLength(S, Dependent, Ctx);
      if (Dependent)
        continue;
      if (!N)
        return AtomicReason::UnknownLength;
      Rows |= (S != Innermost || InnerDims) && *N != 1;
    }
    return Rows ? std::optional(AtomicReason::Rows) : std::nullopt;
  }

  /// Rule 21: the OpenACC 3.4 modifiers (sec. 2.7.4) accc cannot honour.
  void checkModifiers(DAKind K, const OpenACCClause *C) {
    OpenACCModifierKind M = clauseModifiers(C);
    auto Has = [&](OpenACCModifierKind X) {
      return isOpenACCModifierBitSet(M, X);
    };
    auto Warn = [&](const char *Mod, const char *Why) {
      Diags.report(C->getBeginLoc(), DiagID::warn_acc_modifier_ignored)
          << Mod << spell(C->getClauseKind()) << Why;
    };
    if (Has(OpenACCModifierKind::Capture) && Target != TargetKind::GPU)
      Warn("capture", "on this target the region uses the host's memory "
                      "itself, which it shares with the device");
    if (Target == TargetKind::GPU && K == DAKind::Copy &&
        !Has(OpenACCModifierKind::Always) &&
        Has(OpenACCModifierKind::AlwaysIn) !=
            Has(OpenACCModifierKind::AlwaysOut))
      Warn(Has(OpenACCModifierKind::AlwaysIn) ? "alwaysin" : "alwaysout",
           "OpenMP's 'always' modifier of a 'tofrom' map forces both "
           "copies (write 'always' for both)");
  }

  void checkItem(DAKind K, const Expr *Item, const OpenACCClause *C) {
    // Rule 18: `this[lb:len]` other than `this[0:1]`, `this[k]` other than
    // `this[0]`.
    const Expr *Bare = Item->IgnoreParenImpCasts();
    bool BadThis = false;
    if (const auto *S = dyn_cast<ArraySectionExpr>(Bare);
        S && isa<CXXThisExpr>(S->getBase()->IgnoreParenImpCasts()))
      BadThis =
          (S->getLowerBound() && !isConstantValue(S->getLowerBound(), 0, Ctx)) ||
          !isConstantValue(S->getLength(), 1, Ctx);
    if (const auto *E = dyn_cast<ArraySubscriptExpr>(Bare);
        E && isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      BadThis = !isConstantValue(E->getIdx(), 0, Ctx);
    if (BadThis) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_this_subarray)
          << text(Item) << Item->getSourceRange();
      return;
    }
    // Rule 29: `this` in attach or detach.
    if (K == DAKind::Attach || K == DAKind::Detach) {
      if (isa<CXXThisExpr>(Item->IgnoreParenImpCasts())) {
        Diags.report(Item->getBeginLoc(), DiagID::err_acc_attach_this)
            << text(Item) << (K == DAKind::Attach ? "attach" : "detach")
            << Item->getSourceRange();
        return;
      }
    }
    // Rule 27: a subarray in use_device names its variable.
    if (const auto *S = dyn_cast<ArraySectionExpr>(Item->IgnoreParenImpCasts());
        K == DAKind::UseDevice && S)
      if (const VarDecl *V = getListItemVar(Item))
        Diags.report(Item->getBeginLoc(), DiagID::warn_acc_use_device_subarray)
            << text(Item) << V->getName() << Item->getSourceRange();
    // Rule 23: deviceptr names pointer variables only.
    if (K == DAKind::DevicePtr &&
        !isa<DeclRefExpr>(Item->IgnoreParenImpCasts())) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_deviceptr_not_variable)
          << text(Item) << Item->getSourceRange();
      return;
    }
    const VarDecl *V = getListItemVar(Item);
    const VarDecl *Base;
    if (!V && allowsMemberItems(K) && getMemberItemBase(Item, Base)) {
      // Rule 34.
      if (const auto *ME = dyn_cast<MemberExpr>(Item->IgnoreParenImpCasts()))
        if (const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
            F && F->isBitField()) {
          Diags.report(Item->getBeginLoc(), DiagID::err_acc_bitfield_item)
              << text(Item) << spell(C->getClauseKind()) << text(ME->getBase())
              << Item->getSourceRange();
          return;
        }
      // Part of an object: the subarray rules apply; the repeat and
      // conflict rules are about whole variables, rule 25 about members.
      if (Shapes.check(K, Item))
        Members.check(K, Item, C);
      return;
    }
    if (!V && isUnmappableDSA(K) && getMemberItemBase(Item, Base)) {
      Members.check(K, Item, C); // rule 25
      return;
    }
    if (!V) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_not_a_variable)
          << text(Item) << spell(C->getClauseKind()) << Item->getSourceRange();
      return;
    }
    std::string Name = V->getName().str();
    if (!Shapes.check(K, Item))
      return;
    // The pointer in an element is part of the array, as a member is part of
    // an object: the repeat and conflict rules are about whole variables.
    if (isAttachedElement(K, Item))
      return;
    bool Sub = isSubarray(Item);
    const Expr *Var;
    if (Sub && isUnmappableDSA(K) &&
        (!isCopyableShape(subarrayDims(Item, &Var), V->getType(), Ctx) ||
         !isa<DeclRefExpr>(Var))) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_subarray_in_private)
          << text(Item) << spell(C->getClauseKind()) << Item->getSourceRange();
      return;
    }
    QualType T = V->getType().getNonReferenceType();
    if (K == DAKind::Reduction && Target == TargetKind::GPU)
      if (std::optional<AtomicReason> Why = atomicReason(V, T, Item, Sub)) {
        // Rules 15 and 19. The reduction implies a copy of the subarray
        // (Reductions.cpp rule 6), which must be contiguous (rule 20).
        if (*Why == AtomicReason::Rows && nonContiguousDimension(Item, Ctx)) {
          Diags.report(Item->getBeginLoc(),
                       DiagID::err_acc_reduction_not_contiguous_gpu)
              << text(Item) << Item->getSourceRange();
          return;
        }
        if (AtomicItems)
          (*AtomicItems)[Item] = *Why;
      }
    if (!Sub && !T->isDependentType() && T->isIncompleteType()) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_incomplete_type)
          << Name << T << spell(C->getClauseKind()) << Item->getSourceRange();
      return;
    }
    if ((K == DAKind::Private || K == DAKind::Reduction) &&
        !T->isDependentType() &&
        Ctx.getBaseElementType(T).isConstQualified()) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_const_var)
          << Name << spell(C->getClauseKind()) << Item->getSourceRange();
      return;
    }
    if (K == DAKind::Reduction &&
        !ReductionTypeChecker(Ctx, Diags, Target, AcrossGangs)
             .check(V, Item, cast<OpenACCReductionClause>(C)->getReductionOp(),
                    text(Item)))
      return;
    if (AssignedLoopVars.count(V)) {
      if (K == DAKind::Reduction) {
        Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_loop_var)
            << Name << Item->getSourceRange();
        return;
      }
      if (Combined && K != DAKind::Private) {
        Diags.report(Item->getBeginLoc(), DiagID::err_acc_loop_var_conflict)
            << Name << Spelling << spell(C->getClauseKind())
            << Item->getSourceRange();
        return;
      }
    }
    // `update self(a[0:2], a[8:2])` moves two parts of one array.
    if (Update)
      return;
    auto &List = Seen[V];
    for (const Occurrence &O : List) {
      if (O.Kind == K && isDMA(K) && sameListItem(O.Item, Item, Ctx)) {
        // Rule 2's exception: the same item twice (`present(a, b, b)`).
        Diags.report(Item->getBeginLoc(), DiagID::warn_acc_dma_repeated)
            << Name << spell(C->getClauseKind()) << Spelling
            << Item->getSourceRange();
        notePrevious(O, Name);
        return;
      }
      if (O.Kind == K) {
        // Different operators are the reduction-conflict rule's business.
        if (K == DAKind::Reduction &&
            cast<OpenACCReductionClause>(O.Clause)->getReductionOp() !=
                cast<OpenACCReductionClause>(C)->getReductionOp())
          reportReductionConflict(V, O, C, Item);
        else {
          Diags.report(Item->getBeginLoc(), DiagID::err_acc_var_repeated)
              << Name << spell(C->getClauseKind()) << Spelling
              << Item->getSourceRange();
          notePrevious(O, Name);
        }
        return;
      }
      if (isMergeableDMA(O.Kind) && isMergeableDMA(K) &&
          sameListItem(O.Item, Item, Ctx)) { // rule 2's exception
        Diags.report(Item->getBeginLoc(), DiagID::warn_acc_dma_merged)
            << Name << spell(O.Clause->getClauseKind())
            << spell(C->getClauseKind()) << Spelling
            << daKindName(mergedDMA(O.Kind, K)) << Item->getSourceRange();
        notePrevious(O, Name);
        return;
      }
      bool BothDMA = isDMA(O.Kind) && isDMA(K);
      bool BothDSA = !isDMA(O.Kind) && !isDMA(K);
      bool DMAWithUnmappable = (isDMA(O.Kind) && isUnmappableDSA(K)) ||
                               (isDMA(K) && isUnmappableDSA(O.Kind));
      if (BothDMA || BothDSA || DMAWithUnmappable) {
        Diags.report(Item->getBeginLoc(), DiagID::err_acc_dma_conflict)
            << Name << spell(O.Clause->getClauseKind())
            << spell(C->getClauseKind()) << Spelling
            << Item->getSourceRange();
        notePrevious(O, Name);
        return;
      }
    }
    List.push_back({K, Item, C});
  }

  /// The note that goes with a repeat or conflict: where the variable
  /// appeared first.
  void notePrevious(const Occurrence &First, llvm::StringRef Name) {
    Diags.report(First.Item->getBeginLoc(), DiagID::note_acc_previous_item)
        << Name << First.Item->getSourceRange();
  }

  void reportReductionConflict(const VarDecl *V, const Occurrence &Prev,
                               const OpenACCClause *C, const Expr *Item) {
    auto PrevOp = cast<OpenACCReductionClause>(Prev.Clause)->getReductionOp();
    auto Op = cast<OpenACCReductionClause>(C)->getReductionOp();
    Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_conflict)
        << V->getName() << PrevOp << Op << Spelling
        << Item->getSourceRange();
    Diags.report(Prev.Item->getBeginLoc(), DiagID::note_acc_reduction_here)
        << PrevOp << V->getName();
  }
};

} // namespace

void checkDeclareClauses(llvm::ArrayRef<const OpenACCClause *> Clauses,
                         ASTContext &Ctx, Diagnoser &Diags) {
  NodeChecker("declare", OpenACCDirectiveKind::Declare, /*Combined=*/false,
              /*Update=*/false, Ctx, Diags)
      .run(Clauses, {});
}

/// Rule 23: whether cache directive \p C is at the top of a loop's body:
/// the body itself, or a statement of the body's compound statement with
/// only cache directives before it.
static bool atTopOfLoopBody(const OpenACCCacheConstruct *C, ASTContext &Ctx) {
  auto ParentOf = [&](const Stmt *S) -> const Stmt * {
    DynTypedNodeList Parents = Ctx.getParents(*S);
    return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
  };
  const Stmt *S = C;
  const Stmt *P = ParentOf(S);
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(P)) {
    for (const Stmt *X : CS->body()) {
      if (X == C)
        break;
      if (!isa<OpenACCCacheConstruct>(X))
        return false;
    }
    S = CS;
    P = ParentOf(CS);
  }
  if (!P)
    return false;
  const Stmt *Body = nullptr;
  if (const auto *F = dyn_cast<ForStmt>(P))
    Body = F->getBody();
  else if (const auto *W = dyn_cast<WhileStmt>(P))
    Body = W->getBody();
  else if (const auto *D = dyn_cast<DoStmt>(P))
    Body = D->getBody();
  else if (const auto *R = dyn_cast<CXXForRangeStmt>(P))
    Body = R->getBody();
  return Body == S;
}

/// Rule 17: the function around \p Node (for a lambda's body, the function
/// that holds the lambda, whose device compilation includes it), if a
/// routine directive applies to it.
static const FunctionDecl *enclosingRoutine(const Stmt *Node,
                                            ASTContext &Ctx) {
  const FunctionDecl *FD = enclosingFunction(Node, Ctx);
  if (!FD)
    return nullptr;
  for (const FunctionDecl *Redecl : FD->redecls())
    if (Redecl->hasAttr<OpenACCRoutineDeclAttr>() ||
        Redecl->hasAttr<OpenACCRoutineAnnotAttr>())
      return FD;
  return nullptr;
}

/// Rule 31: the directives that run on the host only.
static bool isHostDirective(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Data:
  case DirectiveKind::EnterData:
  case DirectiveKind::ExitData:
  case DirectiveKind::Update:
  case DirectiveKind::HostData:
  case DirectiveKind::Wait:
  case DirectiveKind::Init:
  case DirectiveKind::Shutdown:
  case DirectiveKind::Set:
    return true;
  default:
    return false;
  }
}

void checkClauses(DirectiveTree &R, ASTContext &Ctx, Diagnoser &Diags) {
  if (R.Target == TargetKind::GPU && R.Root->Kind == DirectiveKind::Parallel) {
    if (const FunctionDecl *FD = enclosingRoutine(R.Root->Node, Ctx))
      Diags.report(R.Root->Node->getDirectiveLoc(),
                   DiagID::err_acc_compute_in_routine_gpu)
          << R.Root->spelling() << FD->getName();
    else if (!enclosingFunction(R.Root->Node, Ctx)) // rule 30
      Diags.report(R.Root->Node->getDirectiveLoc(),
                   DiagID::err_acc_compute_in_global_lambda_gpu)
          << R.Root->spelling();
  }
  if (R.Target == TargetKind::GPU && R.Root->Node && isHostDirective(R.Root->Kind))
    if (const FunctionDecl *FD = enclosingRoutine(R.Root->Node, Ctx)) // rule 31
      Diags.report(R.Root->Node->getDirectiveLoc(),
                   DiagID::err_acc_host_directive_in_routine_gpu)
          << R.Root->spelling() << FD->getName();
  checkLoopNests(R, Ctx, Diags);
  // Rule 22: `if` on atomic (OpenACC 3.4).
  llvm::SmallVector<const OpenACCConstructStmt *, 4> Atomics(R.InPlace.begin(),
                                                             R.InPlace.end());
  if (R.Root->Node)
    Atomics.push_back(R.Root->Node);
  for (const OpenACCConstructStmt *S : Atomics)
    if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S))
      for (const OpenACCClause *C : A->clauses())
        if (isa<OpenACCIfClause>(C))
          Diags.report(C->getBeginLoc(), DiagID::warn_acc_atomic_if_ignored);
  for (const OpenACCConstructStmt *S : Atomics) // rule 23
    if (const auto *C = dyn_cast<OpenACCCacheConstruct>(S);
        C && !atTopOfLoopBody(C, Ctx))
      Diags.report(C->getDirectiveLoc(), DiagID::err_acc_cache_place);
  const OpenACCConstructStmt *Done = nullptr;
  R.forEach([&](Directive &D) {
    // An implicit loop has no clauses; the effective loop of a combined
    // construct shares its node.
    if (!D.Node || D.Node == Done)
      return;
    Done = D.Node;
    llvm::ArrayRef<LoopControlVar> LoopVars;
    if (D.Kind == DirectiveKind::Loop)
      LoopVars = D.ControlVars;
    else if (D.isCombined() && !D.Children.empty())
      LoopVars = D.Children.front()->ControlVars;
    llvm::ArrayRef<const OpenACCClause *> ComputeClauses;
    if (D.Compute && D.Compute != &D && D.Compute->Node)
      ComputeClauses = D.Compute->Node->clauses();
    NodeChecker Checker(D.spelling(), D.Node->getDirectiveKind(),
                        D.isCombined(), D.Kind == DirectiveKind::Update, Ctx,
                        Diags, R.Target);
    Checker.AtomicItems = &R.AtomicItems;
    Checker.run(D.Node->clauses(), LoopVars, ComputeClauses);
  });
}

} // namespace accc::analysis
