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
// Rules (GPU; on multicore and host the directive vanishes: the host
// compiles every function anyway):
// 1. `#pragma acc routine <level>` before a function ->
//    `#pragma omp begin declare target` in its place and
//    `#pragma omp end declare target` after the function's declaration.
// 2. `#pragma acc routine(name) <level>` -> `#pragma omp declare
//    target(name)` in its place (the function is declared before it, as
//    OpenACC requires).
// 3. nohost changes nothing: the host version is compiled too. OpenMP's
//    device_type(nohost) would forbid the calls in the host fallback code
//    that every target region has; a conforming program never calls the
//    function from the host, so the extra version is harmless.
// 4. The level (gang, worker, vector, seq) changes nothing: the function
//    runs sequentially in each thread that calls it, which is what a seq
//    routine does and a conforming execution of the others as long as
//    they hold no partitioned loop (loop directives in them are orphaned
//    loops: Analysis/DataDirectives.cpp rule 10).
// 5. bind(f) before a function g: device code calls f where it calls g
//    (sec. 2.15.1): OpenMP's `declare variant(f) match(device={kind(nohost)})`
//    on g, in the declare target region, so every call that the device
//    compilation sees (in target regions and in device functions) calls f.
//    f must be a device function declared before g (its own routine
//    directive), or after it in g's scope: then its declaration, of g's
//    type, goes before the variant (`T f(params);`). bind("name"): the variant is a declaration of g's type
//    whose symbol is `name` (`__asm__("name")`), a device function defined
//    elsewhere; `static` where g is (OpenMP asks for the storage class of
//    the function). On multicore and host, compute regions call g (the host
//    compiles them; deviation: nvc uses the bound name there too).
// 6. bind on a member function: an error for the GPU; clang 22 crashes in
//    the device compile of a `declare variant` on a member function.
// 7. bind on the named form: an error for the GPU (not supported yet). Its
//    `declare variant` would go on a redeclaration of the function at the
//    directive, which OpenMP ignores for calls already compiled and for a
//    function defined before it (the usual place of the named form); the
//    bound name may also be a lambda's (the V&V suite's routine_bind_*),
//    which no OpenMP variant can name. On multicore and host, as rule 5
//    says, compute regions call the function itself: the directive
//    vanishes.
// 8. device_type (sec. 2.15.1: "Only the gang, worker, vector, seq and
//    bind clauses may follow a device_type clause"): the directive keeps
//    the clauses for the target's device type (Frontend/
//    DeviceTypeClauses.cpp: nvidia for the GPU, host or multicore for the
//    others), read by ConstructCollector.cpp; so a bind for nvidia binds
//    on the GPU only, and one for another type (radeon) is neither
//    translated nor checked. The levels change nothing (rule 4).
//
// Tests: test/Translate/routine-device-type.c,
// test/Execution/routine-device-type.c, test/Diagnostics/routine-bind-name.cpp, test/Translate/routine.c, test/Execution/routine.c,
// routine-bind.c, test/Diagnostics/routine.c (rule 7).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/Support/raw_ostream.h"

namespace accc::transform {

namespace {

OMPItem nameItem(std::string Name) {
  OMPItem I;
  I.Text = std::move(Name);
  return I;
}

} // namespace

void RoutineLowering::lower(const frontend::CollectedRoutine &R,
                            OMPRoutine &Out) {
  Out.Begin = R.Begin;
  Out.Last = R.Last;
  if (!isGPU())
    return;
  if (R.Named && R.Bind) {
    // Rule 7.
    Diags.report(R.Bind->getBeginLoc(), DiagID::err_acc_unsupported_bind_named_gpu);
  } else if (R.Named) {
    OMPDirective D{OMPWord::DeclareTarget};
    D.addClause(
        OMPClause::list(OMPClauseKind::DirectiveList, nameItem(R.NameText)));
    Out.Stmts.push_back(OMPStmt::directive(std::move(D)));
  } else {
    Out.Stmts.push_back(
        OMPStmt::directive(OMPDirective{OMPWord::BeginDeclareTarget}));
    Out.EndAfter = R.Function;
    if (R.Bind && llvm::isa<clang::CXXMethodDecl>(R.Function))
      // Rule 6.
      Diags.report(R.Bind->getBeginLoc(), DiagID::err_acc_unsupported_bind_member);
    else if (R.Bind)
      addBindVariant(R, Out);
  }
  Out.Info = printLines(Out.Stmts);
}

void RoutineLowering::addBindVariant(const frontend::CollectedRoutine &R,
                                       OMPRoutine &Out) {
  std::string Variant;
  if (R.Bind->isIdentifierArgument()) {
    Variant = R.Bind->getIdentifierArgument()->getName().str();
    if (const clang::FunctionDecl *Later = R.BindDeclaredLater) {
      // Rule 5: a function defined after the directive, declared here.
      std::string Decl;
      llvm::raw_string_ostream OS(Decl);
      Later->getType().print(OS, Ctx.getPrintingPolicy(), Variant);
      std::string Static =
          Later->getStorageClass() == clang::SC_Static ? "static " : "";
      Out.Stmts.push_back(OMPStmt::decl(Static + OS.str() + ";"));
    }
  } else {
    // Rule 5: a declaration of the function's type named by the string.
    Variant = "__accc_bind_" + R.Function->getNameAsString();
    std::string Decl;
    llvm::raw_string_ostream OS(Decl);
    R.Function->getType().print(OS, Ctx.getPrintingPolicy(), Variant);
    std::string Symbol;
    llvm::raw_string_ostream SOS(Symbol);
    R.Bind->getStringArgument()->outputString(SOS);
    // OpenMP asks the variant for the function's storage class (a static
    // function's variant is static: clang rejects another).
    std::string Static =
        R.Function->getStorageClass() == clang::SC_Static ? "static " : "";
    Out.Stmts.push_back(
        OMPStmt::decl(Static + OS.str() + " __asm__(" + SOS.str() + ");"));
  }
  OMPDirective D{OMPWord::DeclareVariant};
  D.addClause(OMPClause::list(OMPClauseKind::DirectiveList, nameItem(Variant)));
  D.addClause(OMPClause::value(OMPClauseKind::Match, "device={kind(nohost)}"));
  Out.Stmts.push_back(OMPStmt::directive(std::move(D)));
}

} // namespace accc::transform
