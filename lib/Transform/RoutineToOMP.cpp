//===- RoutineToOMP.cpp - OpenACC routine to OpenMP declare target --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.15.1: a `routine` directive makes the device compile a
// function so that compute constructs may call it. OpenMP's `declare target`
// does the same. Not in the seed.
//
// Rules (GPU; on multicore and host the directive vanishes, but for rule
// 3: the host compiles every function anyway):
// 1. `#pragma acc routine <level>` before a function ->
//    `#pragma omp begin declare target` in its place and
//    `#pragma omp end declare target` after the function's declaration.
// 2. `#pragma acc routine(name) <level>` -> `#pragma omp declare
//    target(name)` in its place (the function is declared before it, as
//    OpenACC requires).
// 3. nohost ("tells the compiler not to compile a version of this
//    procedure for the host", sec. 2.15.1), for the GPU: the body of
//    the function's definition in this unit is compiled by device
//    compilations only, `#if defined(__NVPTX__) || defined(__AMDGPU__)`
//    after its `{`, and the host's body is `#else
//    __accc_nohost_called("f"); #endif`, libacc's stop with a message
//    that names the routine. So a body of device-only code (PTX
//    assembly, GCC's routine-nohost-1) compiles, and the host fallback,
//    whose calls a conforming program does not make (acc_on_device
//    guards them), still links. OpenMP's device_type(nohost) would forbid
//    those calls at compile time. On multicore and host the compute
//    constructs' device is the host itself: the routine is that device's
//    version and keeps its body (the OpenACC V&V suite's routine_nohost
//    calls one in a compute construct and checks the result there). A
//    function declared here and defined in another unit: that unit's
//    routine directive does it.
// 4. The level (gang, worker, vector, seq) changes nothing: the function
//    runs sequentially in each thread that calls it, which is what a seq
//    routine does and a conforming execution of the others as long as
//    they hold no partitioned loop (loop directives in them are orphaned
//    loops: Analysis/DataDirectives.cpp rule 10).
// 5. bind(f) before a function g: device code calls f where it calls g
//    (sec. 2.15.1): OpenMP's `declare variant(f) match(device={kind(nohost)})`
//    on g, in the declare target region, so every call that the device
//    compilation sees (in target regions and in device functions) calls f.
//    f must be declared before g, or after it in g's scope: then its
//    declaration, of g's type, goes before the variant (`T f(params);`;
//    Frontend/RoutineBind.cpp). bind("name") of a function of this file
//    whose symbol is `name` (C: `name`; C++: an extern "C" one) is
//    bind(name). Otherwise the variant is a declaration of g's type whose
//    symbol is `name` (`__asm__("name")`), a device function defined
//    elsewhere; `static` where g is (OpenMP asks for the storage class of
//    the function). On multicore and host, compute
//    regions call g (the host compiles them; deviation: nvc uses the bound
//    name there too).
// 6. bind on a member function g (C++):
//    a. non-static: the variant is a non-static member function declared
//       before g in its class (RoutineBind.cpp rule 3a), or for
//       bind("name") a member declaration of g's type with the symbol
//       (`T __accc_bind_g(params) __asm__("name");`, in the class);
//    b. static, bound to a function that is not a member: as rule 5;
//    c. static, bound to a static member function f or to "name": clang 22
//       crashes on a call of a static member function whose variant is a
//       static member function (SemaOpenMP::ActOnOpenMPCall builds a
//       member access without an object). The variant is a declaration at
//       namespace scope instead, before the outermost class around g, of
//       g's type, whose symbol is f's mangled name (a static member
//       function is called as a plain function) or `name`:
//       `T __accc_bind_<class>_g(params) __asm__("_ZN...");`. Not supported
//       (error): g a template or in a class template, or in a local class
//       (no symbol to name before instantiation, no namespace scope), or
//       g's type naming a type declared in its class (not declarable
//       before it).
// 7. bind on the named form `routine(g)`: the `declare variant` (with the
//    declarations rule 5 or 6 put before it) goes before the first
//    declaration of g, wherever that is (OMPPreDeclaration): OpenMP applies
//    a variant to the calls after it, and g is usually defined or called
//    before the named form. On multicore and host, as rule 5 says,
//    compute regions call g itself.
// 9. bind on a routine of a lambda, or to a lambda (either form; the V&V
//    suite's routine_bind_*lambda*): no `declare variant` replaces the
//    calls of a closure object or names one; the bind is translated at its
//    calls in device code (CallSiteBinds.cpp; Frontend/RoutineBind.cpp
//    rule 6). A lambda that no variable holds: an error
//    (ConstructCollector.cpp). The unnamed form's directive before a lambda
//    vanishes: clang compiles a lambda's call operator for the device
//    where device code calls it.
// 8. device_type (sec. 2.15.1: "Only the gang, worker, vector, seq and
//    bind clauses may follow a device_type clause"): the directive keeps
//    the clauses for the target's device type (Frontend/
//    DeviceTypeClauses.cpp: nvidia for the GPU, host or multicore for the
//    others), read by ConstructCollector.cpp; so a bind for nvidia binds
//    on the GPU only, and one for another type (radeon) is neither
//    translated nor checked. The levels change nothing (rule 4).
//
// Tests: test/Translate/routine.c, routine-bind-named.c,
// routine-bind-member.cpp, routine-device-type.c; test/Execution/routine.c,
// routine-bind.c, routine-bind-named.c, routine-bind-member.cpp,
// routine-device-type.c; test/Diagnostics/routine.c,
// routine-bind-name.cpp, routine-bind-member.cpp, routine-bind-lambda.cpp.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::transform {

namespace {

OMPItem nameItem(std::string Name) {
  OMPItem I;
  I.Text = std::move(Name);
  return I;
}

/// Whether \p D is \p Outer or declared inside it.
bool inside(const Decl *D, const DeclContext *Outer) {
  for (const DeclContext *DC = dyn_cast<DeclContext>(D) ? cast<DeclContext>(D)
                                                       : D->getDeclContext();
       DC; DC = DC->getParent())
    if (DC == Outer)
      return true;
  return false;
}

/// Rule 6c: whether type \p T names a type declared in class \p Outer.
bool namesTypeIn(QualType T, const CXXRecordDecl *Outer) {
  while (!T.isNull()) {
    const Type *Ty = T.getTypePtr();
    if (const auto *TT = dyn_cast<TypedefType>(Ty))
      if (inside(TT->getDecl(), Outer))
        return true;
    if (const auto *TT = dyn_cast<TagType>(Ty))
      return inside(TT->getDecl(), Outer);
    if (const auto *F = dyn_cast<FunctionProtoType>(Ty)) {
      for (QualType P : F->param_types())
        if (namesTypeIn(P, Outer))
          return true;
      return namesTypeIn(F->getReturnType(), Outer);
    }
    if (const auto *M = dyn_cast<MemberPointerType>(Ty))
      if (const CXXRecordDecl *C = M->getMostRecentCXXRecordDecl();
          C && inside(C, Outer))
        return true;
    // The pointee, the element, or the type one sugar step down.
    QualType Next = T->getPointeeType();
    if (const auto *A = dyn_cast<ArrayType>(Ty))
      Next = A->getElementType();
    if (Next.isNull()) {
      QualType Down = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
      if (Down.getTypePtr() != Ty)
        Next = Down;
    }
    T = Next;
  }
  return false;
}

} // namespace

void RoutineLowering::lower(const frontend::CollectedRoutine &R,
                            OMPRoutine &Result) {
  Result.Begin = R.Begin;
  Result.Last = R.Last;
  lowerDirective(R, Result);
  // Rule 3, once per definition.
  if (!isGPU() || !R.NoHostBody ||
      llvm::any_of(Out.routines(), [&](const OMPRoutine &O) {
        return O.NoHostBody == R.NoHostBody;
      }))
    return;
  Result.NoHostBody = R.NoHostBody;
  Result.NoHostName = R.Function->getQualifiedNameAsString();
  Out.requireRuntimeHeader();
  Result.Info.push_back("nohost: the body of '" + Result.NoHostName +
                        "' is compiled for the device only; a call on the "
                        "host stops the program");
}

void RoutineLowering::lowerDirective(const frontend::CollectedRoutine &R,
                                     OMPRoutine &Result) {
  if (!isGPU())
    return;
  if (R.Named) {
    OMPDirective D{OMPWord::DeclareTarget};
    D.addClause(
        OMPClause::list(OMPClauseKind::DirectiveList, nameItem(R.NameText)));
    Result.Stmts.push_back(OMPStmt::directive(std::move(D)));
    Result.Info = printLines(Result.Stmts);
    if (R.Bind && R.Function) {
      // Rule 7: before the first declaration.
      std::optional<OMPStmts> V = bindVariant(R);
      if (!V)
        return;
      for (const std::string &L : printLines(*V))
        Result.Info.push_back(L + " (before the first declaration of '" +
                              R.Function->getNameAsString() + "')");
      OMPPreDeclaration P;
      P.Before = R.Function->getFirstDecl();
      P.Stmts = std::move(*V);
      Out.addPreDeclaration(std::move(P));
    }
    return;
  }
  if (!R.Function) {
    // Rule 9: the unnamed form before a lambda.
    Result.Info.push_back("routine of a lambda: its call operator is "
                          "compiled for the device where device code calls "
                          "it");
    return;
  }
  Result.Function = R.Function;
  // Rule 10: an earlier directive before the same function.
  const OMPRoutine *Earlier = nullptr;
  const OpenACCBindClause *EarlierBind = nullptr;
  for (const OMPRoutine &O : Out.routines())
    if (&O != &Result && O.Function == R.Function) {
      Earlier = Earlier ? Earlier : &O;
      EarlierBind = EarlierBind ? EarlierBind : O.Bind;
    }
  if (!Earlier) {
    Result.Stmts.push_back(
        OMPStmt::directive(OMPDirective{OMPWord::BeginDeclareTarget}));
    Result.EndAfter = R.Function;
  }
  // A bind other than an earlier one's is clang's error.
  if (R.Bind && !EarlierBind) {
    if (std::optional<OMPStmts> V = bindVariant(R)) {
      Result.Stmts.insert(Result.Stmts.end(), V->begin(), V->end());
      Result.Bind = R.Bind;
    }
  }
  Result.Info = printLines(Result.Stmts);
}

namespace {

/// Declares \p Name of \p Of's type (`T Name(params)`), then \p Suffix;
/// `static` for a static function with \p KeepStatic: OpenMP asks the
/// variant for the function's storage class (clang rejects another).
OMPStmt declaration(const ASTContext &Ctx, const FunctionDecl &Of,
                    llvm::StringRef Name, llvm::StringRef Suffix,
                    bool KeepStatic) {
  std::string Decl;
  llvm::raw_string_ostream OS(Decl);
  if (KeepStatic && Of.getStorageClass() == SC_Static)
    OS << "static ";
  Of.getType().print(OS, Ctx.getPrintingPolicy(), Name);
  OS << Suffix << ";";
  return OMPStmt::decl(OS.str());
}

/// The string of bind("name") as a C string literal.
std::string bindString(const OpenACCBindClause &B) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  B.getStringArgument()->outputString(OS);
  return S;
}

} // namespace

std::optional<std::string>
RoutineLowering::staticMemberVariant(const frontend::CollectedRoutine &R) {
  const auto &G = cast<CXXMethodDecl>(*R.Function);
  std::string Symbol;
  if (R.BindFunction) { // a static member function: its mangled name
    std::unique_ptr<MangleContext> MC(Ctx.createMangleContext());
    llvm::raw_string_ostream OS(Symbol);
    OS << '"';
    MC->mangleName(GlobalDecl(R.BindFunction), OS);
    OS << '"';
  } else {
    Symbol = bindString(*R.Bind);
  }
  const CXXRecordDecl *Outer = G.getParent();
  while (const auto *P = dyn_cast<CXXRecordDecl>(Outer->getDeclContext()))
    Outer = P;
  const char *Why = nullptr;
  if (G.isTemplated())
    Why = "it is a template or in one (the bound function's symbol is known "
          "only in each instantiation)";
  else if (!Outer->getDeclContext()->isFileContext() ||
           Outer->isEmbeddedInDeclarator() || !Outer->getIdentifier())
    Why = "its class is local or unnamed (the variant must be declared at "
          "namespace scope before it)";
  else if (namesTypeIn(G.getType(), Outer))
    Why = "its type names a type of its class (the variant must be "
          "declared before the class)";
  if (Why) {
    Diags.report(R.Bind->getBeginLoc(), DiagID::err_acc_unsupported_bind_member)
        << G.getName() << Why;
    return std::nullopt;
  }
  std::string Variant = "__accc_bind_" + G.getParent()->getNameAsString() +
                        "_" + G.getNameAsString();
  OMPPreDeclaration P;
  P.Before = Outer;
  P.Stmts = {declaration(Ctx, G, Variant, " __asm__(" + Symbol + ")",
                         /*KeepStatic=*/false)};
  Out.addPreDeclaration(std::move(P));
  return Variant;
}

std::optional<OMPStmts>
RoutineLowering::bindVariant(const frontend::CollectedRoutine &R) {
  const FunctionDecl &G = *R.Function;
  const auto *GM = dyn_cast<CXXMethodDecl>(&G);
  OMPStmts Stmts;
  std::string Variant;
  if (GM && GM->isStatic() &&
      (!R.BindFunction || isa<CXXMethodDecl>(R.BindFunction))) {
    // Rule 6c: a static member bound to a static member or a symbol.
    std::optional<std::string> V = staticMemberVariant(R);
    if (!V)
      return std::nullopt;
    Variant = std::move(*V);
  } else if (R.BindFunction) {
    // Rules 5, 6a, 6b (bind(f), or bind("f") of f's symbol:
    // Frontend/RoutineBind.cpp rule 5).
    Variant = R.BindFunction->getNameAsString();
    if (const FunctionDecl *Later = R.BindDeclaredLater)
      Stmts.push_back(
          declaration(Ctx, *Later, Variant, "", /*KeepStatic=*/true));
  } else {
    // Rules 5, 6a: a declaration of the function's type named by the
    // string (a member declaration for a member function).
    // Also a static g bound to a function f that is not static
    // (RoutineBind.cpp rule 7): f's symbol.
    Variant = "__accc_bind_" + G.getNameAsString();
    std::string Symbol = R.BindSymbol.empty() ? bindString(*R.Bind)
                                              : "\"" + R.BindSymbol + "\"";
    Stmts.push_back(declaration(Ctx, G, Variant, " __asm__(" + Symbol + ")",
                                /*KeepStatic=*/true));
  }
  OMPDirective D{OMPWord::DeclareVariant};
  D.addClause(OMPClause::list(OMPClauseKind::DirectiveList, nameItem(Variant)));
  D.addClause(OMPClause::value(OMPClauseKind::Match, "device={kind(nohost)}"));
  Stmts.push_back(OMPStmt::directive(std::move(D)));
  return Stmts;
}

} // namespace accc::transform
