//===- RoutineBind.cpp - The function a routine's bind names --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.15.1: `bind(name)` makes device code call `name` where
// it calls the routine's function g. accc translates it to OpenMP's `declare
// variant(name) match(device={kind(nohost)})` before a declaration of g
// (Transform/RoutineToOMP.cpp), so `name` must resolve, where the variant
// goes, to a function OpenMP accepts as g's variant.
//
// Rules (a fuzzing find: an undeclared name was accepted and the GPU
// compile failed on the generated OpenMP):
// 1. The name is looked up as a call in g's scope would look it up, from
//    g's scope outwards (using-directives aside); overloads of another
//    type than g's are skipped.
// 2. It must be declared before the variant's place: the directive for the
//    form before a function, g's first declaration for the named form
//    (`routine(g)`), whose variant goes there. One declared later counts
//    in g's own scope when that is a namespace or the file: the
//    translation declares it ahead (R.BindDeclaredLater). A member
//    function's variant sees the members declared before it only (clang:
//    "use of undeclared identifier").
// 3. For a member function g (C++):
//    a. non-static: the name must be a non-static member function of g's
//       class, called on the same object (clang rejects a function that is
//       not a member: "incompatible with type 'float (Table::*)(float)'");
//    b. static: a function that is not a member, or a static member
//       function (a non-static one would need an object).
// 4. A lambda is a variable holding a closure object: no function a
//    variant can name (rule 1 finds none); rule 6 binds it.
// 5. bind("name"): where rules 1-3 find a function whose symbol is `name`
//    (in C the function `name`; in C++ one declared extern "C"), the
//    variant names that function, as bind(name) would, if it has g's
//    storage class (`static` or not, as OpenMP asks of a variant): its
//    device code is then compiled from its definition in this file.
//    Otherwise (a device function defined elsewhere) the translation
//    declares the symbol (RoutineToOMP.cpp rule 5), unless `name` is a
//    lambda of this file (rule 6).
// 6. (GPU) A bind of a lambda's routine (`routine(l) bind(f)`, a routine
//    directive before `auto l = [](...){...};`) or to a lambda
//    (`routine(g) bind(l)`, bind("l")), as the V&V suite's
//    routine_bind_*lambda* tests write: no OpenMP variant replaces the
//    calls of a closure object's operator or names one. Such a bind is a
//    CallSiteBind: device code of this file (compute constructs, routine
//    functions and lambdas) calls the target where it calls the routine
//    (Transform/CallSiteBinds.cpp). The target is looked up from the
//    routine's scope outwards: bind(name) by name; bind("name") a variable
//    or function whose symbol is `name`, else one named `name` (a C++
//    function's symbol is mangled; the V&V suite names it so). Calls from
//    other files cannot be rebound (a lambda is called through its closure
//    object, which another file cannot name anyway). A name that finds no
//    lambda or function is an error for the GPU; elsewhere bind changes
//    nothing.
// 7. A bind to the routine's own function (either form) changes nothing:
//    a warning, and no variant (OpenMP rejects a function as its own
//    variant: "variant in '#pragma omp declare variant' is the same as the
//    base function"). bind(f) of a static routine g to a function f that is
//    not static: the variant is a static declaration of g's type whose
//    symbol is f's (R.BindSymbol; RoutineToOMP.cpp rule 5), as for
//    bind("f"); the other way round (g not static, f static) no variant can
//    name f: an error for the GPU. (Fuzzing finds of seed 16.)
//
// Tests: test/Diagnostics/routine-bind-name.cpp, routine-bind-member.cpp,
// routine-bind-lambda.cpp; test/Execution/routine-bind.c (rule 5).
//
//===----------------------------------------------------------------------===//

#include "accc/Frontend/RoutineBind.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::frontend {

namespace {

/// Rule 3: whether \p Candidate can be member function \p G's variant.
bool memberKindFits(const FunctionDecl &G, const FunctionDecl &Candidate) {
  const auto *GM = dyn_cast<CXXMethodDecl>(&G);
  const auto *CM = dyn_cast<CXXMethodDecl>(&Candidate);
  if (GM && GM->isInstance())
    return CM && CM->isInstance() && CM->getParent() == GM->getParent();
  return !CM || !CM->isInstance();
}

/// The linker symbol of function or variable \p D.
std::string symbolOf(ASTContext &Ctx, const NamedDecl &D) {
  std::unique_ptr<MangleContext> MC(Ctx.createMangleContext());
  if (!MC->shouldMangleDeclName(&D))
    return D.getName().str();
  std::string S;
  llvm::raw_string_ostream OS(S);
  const auto *F = dyn_cast<FunctionDecl>(&D);
  MC->mangleName(F ? GlobalDecl(F) : GlobalDecl(cast<VarDecl>(&D)), OS);
  return S;
}

/// Whether \p Candidate, found in scope \p DC, can be bound by routine
/// \p FD's variant at \p VariantPlace (\p Before: declared ahead of it).
/// Rule 2: one declared later counts in the function's own scope only, where
/// the translation can declare it ahead (a declaration elsewhere would name
/// another function).
bool usableAt(const SourceManager &SM, const FunctionDecl &Candidate,
              const FunctionDecl &FD, const DeclContext *DC,
              SourceLocation VariantPlace, bool &Before) {
  Before = SM.isBeforeInTranslationUnit(Candidate.getLocation(), VariantPlace);
  return Before || (DC == FD.getDeclContext() &&
                    isa<TranslationUnitDecl, NamespaceDecl>(DC));
}

/// Whether \p Candidate can be \p FD's variant as far as storage classes
/// go: OpenMP asks a variant for the function's storage class (clang:
/// "different storage class"; a static member's is no such class).
bool sameStorageClass(const FunctionDecl &FD, const FunctionDecl &Candidate) {
  return isa<CXXMethodDecl>(FD) || (Candidate.getStorageClass() == SC_Static) ==
                                       (FD.getStorageClass() == SC_Static);
}

/// Rule 7: a bind of \p R's function to \p Candidate, the function
/// itself, is dropped with a warning.
bool bindsItself(Diagnoser &Diags, CollectedRoutine &R,
                 const FunctionDecl &Candidate) {
  if (Candidate.getCanonicalDecl() != R.Function->getCanonicalDecl())
    return false;
  Diags.report(R.Bind->getBeginLoc(), DiagID::warn_acc_bind_self)
      << R.Function->getName();
  R.Bind = nullptr;
  return true;
}

/// Rule 5: the function of bind("name") whose symbol is `name`, if rules
/// 1-3 find one.
bool resolveSymbol(ASTContext &Ctx, Diagnoser &Diags, CollectedRoutine &R,
                   SourceLocation VariantPlace) {
  StringRef Symbol = R.Bind->getStringArgument()->getString();
  if (Symbol.empty() || !llvm::all_of(Symbol, [](char C) {
        return isAsciiIdentifierContinue(C);
      }))
    return true;
  const FunctionDecl &FD = *R.Function;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const DeclContext *DC = FD.getDeclContext(); DC;
       DC = DC->getLookupParent())
    for (const NamedDecl *ND : DC->lookup(&Ctx.Idents.get(Symbol))) {
      const auto *Candidate = dyn_cast<FunctionDecl>(ND->getUnderlyingDecl());
      if (!Candidate || !Ctx.hasSameType(Candidate->getType(), FD.getType()) ||
          !memberKindFits(FD, *Candidate) ||
          !sameStorageClass(FD, *Candidate) ||
          symbolOf(Ctx, *Candidate) != Symbol)
        continue;
      bool Before;
      if (!usableAt(SM, *Candidate, FD, DC, VariantPlace, Before))
        continue;
      if (bindsItself(Diags, R, *Candidate))
        return true;
      R.BindFunction = Candidate;
      if (!Before)
        R.BindDeclaredLater = Candidate;
      return true;
    }
  return true;
}

} // namespace

bool isLambdaVar(const ValueDecl *D) {
  const auto *V = dyn_cast_or_null<VarDecl>(D);
  const CXXRecordDecl *RD =
      V ? V->getType().getNonReferenceType()->getAsCXXRecordDecl() : nullptr;
  return RD && RD->isLambda();
}

const ValueDecl *callSiteBindTarget(ASTContext &Ctx,
                                    const OpenACCBindClause &B,
                                    const DeclContext *Scope) {
  // Rule 6.
  auto Callable = [](const NamedDecl *ND) -> const ValueDecl * {
    const NamedDecl *U = ND->getUnderlyingDecl();
    if (isLambdaVar(dyn_cast<ValueDecl>(U)))
      return cast<ValueDecl>(U);
    return dyn_cast<FunctionDecl>(U);
  };
  if (B.isIdentifierArgument()) {
    for (const DeclContext *DC = Scope; DC; DC = DC->getLookupParent())
      for (const NamedDecl *ND :
           DC->lookup(DeclarationName(B.getIdentifierArgument())))
        if (const ValueDecl *V = Callable(ND))
          return V;
    return nullptr;
  }
  StringRef Symbol = B.getStringArgument()->getString();
  if (Symbol.empty() || !llvm::all_of(Symbol, [](char C) {
        return isAsciiIdentifierContinue(C);
      }))
    return nullptr;
  const ValueDecl *Named = nullptr;
  for (const DeclContext *DC = Scope; DC; DC = DC->getLookupParent())
    for (const NamedDecl *ND : DC->lookup(&Ctx.Idents.get(Symbol)))
      if (const ValueDecl *V = Callable(ND)) {
        if (symbolOf(Ctx, *V) == Symbol)
          return V;
        Named = Named ? Named : V;
      }
  return Named;
}

bool resolveBind(ASTContext &Ctx, Diagnoser &Diags, CollectedRoutine &R,
                 SourceLocation VariantPlace, bool ForGPU) {
  const OpenACCBindClause &B = *R.Bind;
  const FunctionDecl &FD = *R.Function;
  if (!B.isIdentifierArgument())
    return resolveSymbol(Ctx, Diags, R, VariantPlace);
  const IdentifierInfo *Name = B.getIdentifierArgument();
  const SourceManager &SM = Ctx.getSourceManager();
  const FunctionDecl *OtherType = nullptr, *OtherKind = nullptr,
                     *Later = nullptr;
  for (const DeclContext *DC = FD.getDeclContext(); DC;
       DC = DC->getLookupParent()) {
    for (const NamedDecl *ND : DC->lookup(DeclarationName(Name))) {
      const auto *Candidate = dyn_cast<FunctionDecl>(ND->getUnderlyingDecl());
      if (!Candidate)
        continue;
      bool Before;
      if (!usableAt(SM, *Candidate, FD, DC, VariantPlace, Before))
        continue;
      if (!Ctx.hasSameType(Candidate->getType(), FD.getType()))
        OtherType = Candidate;
      else if (!memberKindFits(FD, *Candidate)) // rule 3
        OtherKind = Candidate;
      else if (bindsItself(Diags, R, *Candidate)) // rule 7
        return true;
      else if (!sameStorageClass(FD, *Candidate)) {
        if (FD.getStorageClass() == SC_Static) {
          R.BindSymbol = symbolOf(Ctx, *Candidate);
          return true;
        }
        if (ForGPU)
          Diags.report(B.getBeginLoc(), DiagID::err_acc_bind_static_target)
              << Name->getName() << FD.getName();
        return !ForGPU;
      } else if (Before) {
        R.BindFunction = Candidate;
        return true;
      } else
        Later = Candidate;
    }
  }
  if (Later) {
    R.BindFunction = R.BindDeclaredLater = Later;
    return true;
  }
  if (OtherKind) {
    const auto *GM = cast<CXXMethodDecl>(&FD);
    Diags.report(B.getBeginLoc(), DiagID::err_acc_bind_member_kind)
        << Name->getName() << unsigned(GM->isInstance()) << FD.getName();
  } else if (OtherType)
    Diags.report(B.getBeginLoc(), DiagID::err_acc_bind_type_mismatch)
        << Name->getName() << OtherType->getType() << FD.getName()
        << FD.getType();
  else
    Diags.report(B.getBeginLoc(), DiagID::err_acc_bind_undeclared)
        << Name->getName();
  return false;
}

} // namespace accc::frontend
