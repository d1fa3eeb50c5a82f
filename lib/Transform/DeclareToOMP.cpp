//===- DeclareToOMP.cpp - OpenACC declare to OpenMP -----------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Translates `declare` (OpenACC 3.3 sec. 2.13), DataToOMP.cpp's rule 7: at
// file scope, declare target (link for `link`), `static` variables made
// external under a unique symbol; in a function, the rest of the block as a
// `target data` region, or enter data here and exit data before each
// `return`, `break`, `continue` and `goto` that leaves the block and at the
// block's end when one does (the analysis chooses the local a `return`'s
// value is kept in: returnLocal).
//
// Tests: test/Translate/declare.c, declare-jumps.c, declare-return-cpp.cpp,
// test/Diagnostics/declare-*.c,
// test/Execution/declare.c, test/Driver/line-markers-declare.c.
//
// 7b. (not in the seed) A variable with a brace initializer, defined in
//     the main file, is also declared target before its definition
//     (`extern T v; #pragma omp declare target(v)`, with its new symbol if
//     it was `static`): clang 22 rejects a declare target after a
//     definition whose initializer does not cover every element ("offloading
//     entry for declare target variable v is incorrect: the address is
//     invalid").
// 7d. (not in the seed) `link` on an `extern` local, the one link clang
//     accepts in a function: `extern T x; #pragma omp declare target
//     link(x)` at file (namespace) scope before the function, as OpenMP's
//     declare target is a declarative directive of that scope; the
//     variable's device copy is the program's, as at file scope.
// 7c. (not in the seed) The zero modifier (create(zero:), sec. 2.7.9) in a
//     function: the presence flags before the mapping, the fills after it
//     (ZeroModifier.cpp rules 1-3). At file scope the device copy of a
//     variable without an initializer starts at zero (static storage);
//     one with an initializer starts with its values, so a constructor
//     zeroes the device copies at program start (zeroAtStart).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// The variables of \p V's declaration (`static double x[N], y[N];`), in
/// order; empty where a declarator of it is not a variable's.
llvm::SmallVector<const VarDecl *, 4> declarationGroup(const VarDecl *V) {
  llvm::SmallVector<const VarDecl *, 4> Group;
  for (const Decl *D : V->getDeclContext()->decls()) {
    if (D->getBeginLoc() != V->getBeginLoc())
      continue;
    const auto *G = dyn_cast<VarDecl>(D);
    if (!G)
      return {};
    Group.push_back(G);
  }
  return Group;
}

} // namespace

std::optional<OMPExternalName> DataLowering::externalize(const VarDecl *V) {
  const SourceManager &SM = Ctx.getSourceManager();
  // `static T v[...] = init, w;`: the text edit removes `static` once and
  // names each variable's symbol, so every variable of the declaration
  // becomes external under a name of its own, nothing else. None may have
  // another declaration (which would still say `static`).
  llvm::SmallVector<const VarDecl *, 4> Group = declarationGroup(V);
  auto Simple = [&](const VarDecl *G) {
    return G->getStorageClass() == SC_Static &&
           G->getDeclContext()->isFileContext() && G->isFirstDecl() &&
           G == G->getMostRecentDecl() && G->getBeginLoc().isFileID() &&
           G->getEndLoc().isFileID() &&
           SM.isWrittenInMainFile(G->getBeginLoc()) &&
           // C++: `extern const` needs the initializer to define it.
           (!Ctx.getLangOpts().CPlusPlus || !G->getType().isConstQualified() ||
            G->hasInit());
  };
  bool Supported = !Group.empty() && llvm::all_of(Group, Simple);
  if (Supported) {
    std::optional<Token> Next = frontend::nextTokenAfter(
        Group.back()->getEndLoc(), SM, Ctx.getLangOpts());
    Supported = Next && Next->is(tok::semi);
  }
  if (!Supported) {
    Diags.report(V->getLocation(), DiagID::err_acc_unsupported_declare_internal)
        << V->getName();
    return std::nullopt;
  }
  // Unique per translated file: the path of the main file.
  std::string Path = "?";
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getMainFileID()))
    Path = F->getFileEntry().tryGetRealPathName().str();
  std::optional<OMPExternalName> Result;
  for (const VarDecl *G : Group) {
    OMPExternalName Name;
    Name.Var = G;
    Name.Symbol = G->getName().str() + "__accc_" +
                  llvm::utohexstr(llvm::xxh3_64bits(Path));
    Name.EditsSpecifiers = G == Group.front();
    // C++: a const variable without `static` is still internal; `extern`
    // makes it external (its initializer defines it).
    Name.MakeExtern =
        Ctx.getLangOpts().CPlusPlus && G->getType().isConstQualified();
    Out.addExternalName(Name);
    if (G == V)
      Result = std::move(Name);
  }
  return Result;
}

void DataLowering::lower(const DeclareDirective &D, OMPDeclare &Out) {
  OMPNode &N = Out.Node;
  std::vector<OMPExternalName> Externalized;
  if (!isGPU()) {
    N.Info.push_back("declare: nothing to do, the host's memory is the "
                     "device's");
    addProfilingHooks(*this, D, Out);
    if (Out.Exit)
      addReturnExits(D, *Out.Exit);
    return;
  }
  auto AddLayer = [&](OMPDirective X, llvm::StringRef Note) {
    X.mergeLists();
    N.Info.push_back("declare -> #pragma " + X.text() + Note.str());
    N.Layers.emplace_back();
    N.Layers.back().Directive = std::move(X);
  };
  if (D.FileScope) {
    // A declare target variable has a device copy for the whole program,
    // initialized from its static initializer (copyin's values; create's
    // copy is initialized too, which no program can tell). deviceptr: the
    // variable holds device addresses, nothing to map.
    OMPClause ToList{OMPClauseKind::DirectiveList},
        LinkList{OMPClauseKind::Link};
    std::vector<const VarDecl *> Zeroed;
    for (const DataAttr &A : D.DMAs) {
      if (A.Kind == DAKind::DevicePtr)
        continue;
      // Rule 7c.
      if (const VarDecl *Def = cast<VarDecl>(A.Var)->getDefinition();
          A.Zero && Def && Def->hasInit())
        Zeroed.push_back(cast<VarDecl>(A.Var));
      std::optional<OMPExternalName> E;
      if (!A.Var->isExternallyVisible()) {
        E = externalize(cast<VarDecl>(A.Var));
        if (E)
          Externalized.push_back(*E);
      }
      if (A.Kind != DAKind::Link)
        declareBeforeDefinition(cast<VarDecl>(A.Var), E, N);
      (A.Kind == DAKind::Link ? LinkList : ToList).Items.push_back(item(A));
    }
    for (OMPClause *List : {&ToList, &LinkList}) {
      if (List->Items.empty())
        continue;
      OMPDirective X{OMPWord::DeclareTarget};
      X.addClause(std::move(*List));
      AddLayer(std::move(X), "");
    }
    if (!Zeroed.empty())
      N.Layers.back().Statements = zeroAtStart(Zeroed, N);
  } else if (!D.LeftEarly) {
    declareLinksAtFileScope(D, N);
    // The rest of the block is a `target data` region on the structured
    // count, exactly as an `acc data` construct around it.
    OMPDirective X{OMPWord::Target, OMPWord::Data};
    addEntryMaps(D.DMAs, DataSite::DeclareLocal, X, /*Hold=*/true);
    if (!X.Clauses.empty()) {
      AddLayer(std::move(X), " (to the end of the block)");
      Out.OpensBlock = true;
      addZeroFill(D, N, /*Region=*/true);
    }
  } else {
    // OpenMP forbids a `return` out of a `target data` region: enter data
    // here, exit data before each `return` and at the end of the block, on
    // the dynamic count (deviation: ompx_hold is not allowed there).
    declareLinksAtFileScope(D, N);
    OMPDirective Enter{OMPWord::Target, OMPWord::EnterData},
        Exit{OMPWord::Target, OMPWord::ExitData};
    for (const DataAttr &A : D.DMAs)
      if (std::optional<OMPMapType> MapType =
              enterMapType(A.Kind, DataSite::DeclareLocal)) {
        Enter.addClause(mapClause(A, *MapType, /*Hold=*/false));
        DataAttr Plain = A;
        Plain.Kind = DAKind::Copy; // no present modifier on exit
        Exit.addClause(mapClause(
            Plain, exitMapType(A.Kind, DataSite::DeclareLocal), /*Hold=*/false));
      }
    if (!Enter.Clauses.empty()) {
      Exit.mergeLists();
      AddLayer(std::move(Enter), "");
      addZeroFill(D, N, /*Region=*/false);
      N.Info.push_back("declare: data lifetime ends with #pragma " +
                       Exit.text() + " at each return and the end of the block");
      Out.ExitAtBlockEnd = !D.EndsWithExit; // unreachable after a return
      Out.Exit = OMPStmts{OMPStmt::directive(std::move(Exit))};
    }
  }
  if (N.Layers.empty())
    N.Info.push_back("declare: no data to map");
  for (const OMPExternalName &E : Externalized)
    N.Info.push_back("declare: static '" + E.Var->getNameAsString() +
                     "' becomes external, symbol '" + E.Symbol + "'");
  // The hooks wrap the exit too, before it is copied to each return.
  addProfilingHooks(*this, D, Out);
  if (Out.Exit)
    addReturnExits(D, *Out.Exit);
}

void DataLowering::addZeroFill(const DeclareDirective &D, OMPNode &N,
                               bool Region) {
  // Rule 7c: the presence flags before the mapping, the fills after it: at
  // the start of the `target data` region (a compound statement of its
  // own, inside the region), or after the `target enter data`.
  OMPStmts Flags, Fills;
  for (const DataAttr &A : D.DMAs)
    if (A.Zero) {
      auto [Addr, Bytes] = itemExtent(A);
      auto [Flag, Fill] = zeroFill(nullptr, /*OnQueue=*/false, Addr, Bytes);
      Flags.push_back(std::move(Flag));
      Fills.push_back(std::move(Fill));
    }
  if (Flags.empty())
    return;
  N.Info.push_back("declare: zero modifier: newly allocated device memory "
                   "is set to zero (omp_target_memset)");
  OMPStmts &P = N.Layers.front().Prologue;
  P.insert(P.end(), Flags.begin(), Flags.end());
  if (Region)
    N.Layers.emplace_back().Prologue = std::move(Fills);
  else
    N.Layers.emplace_back().Statements = std::move(Fills);
}

OMPStmts
DataLowering::zeroAtStart(const std::vector<const VarDecl *> &Vars,
                          OMPNode &N) {
  // Rule 7c at file scope: a declare target variable's device copy starts
  // with the initializer's values, so a constructor (run before main, once
  // the offload images are registered) zeroes it on each device, in a
  // target region where the name is the device copy. A region that falls
  // back to the host (no device, offload disabled) leaves the host's
  // variable alone.
  Out.requireOmpHeader();
  std::string Fn = Out.uniqueName("__accc_zero_at_start_");
  std::string Dev = Fn + "_device";
  OMPStmts Body;
  OMPDirective Target{OMPWord::Target};
  Target.addClause(OMPClause::value(OMPClauseKind::Device, "(int)" + Dev));
  Body.push_back(OMPStmt::directive(std::move(Target)));
  std::string Fill = "if (!omp_is_initial_device()) {";
  for (const VarDecl *V : Vars) {
    std::string Name = V->getNameAsString();
    Fill += " __builtin_memset(&(" + Name + "), 0, sizeof(" + Name + "));";
    N.Info.push_back("declare: zero modifier: the device copy of '" + Name +
                     "' (a variable with an initializer) is set to zero at "
                     "program start on every device");
  }
  Body.push_back(OMPStmt::code(Fill + " }"));
  return {OMPStmt::code("static void __attribute__((constructor)) " + Fn +
                        "(void) {"),
          OMPStmt::loop(Dev, "0", "omp_get_num_devices()", std::move(Body)),
          OMPStmt::code("}")};
}

void DataLowering::declareBeforeDefinition(
    const VarDecl *V, const std::optional<OMPExternalName> &External,
    OMPNode &N) {
  // Rule 7b: variables with an aggregate initializer, defined in the main
  // file (where the printer can write), of a type that can be redeclared.
  const VarDecl *Def = V->getDefinition();
  const SourceManager &SM = Ctx.getSourceManager();
  if (!Def || !Def->hasInit() ||
      !isa<InitListExpr>(Def->getInit()->IgnoreImplicit()) ||
      Def->getType()->isDependentType() || !Def->getBeginLoc().isFileID() ||
      !SM.isWrittenInMainFile(Def->getBeginLoc()) ||
      (!V->isExternallyVisible() && !External))
    return;
  std::string Decl = "extern ";
  llvm::raw_string_ostream OS(Decl);
  Def->getType().print(OS, Ctx.getPrintingPolicy(), V->getName());
  if (External)
    OS << " __asm__(\"" << External->Symbol << "\")";
  OS << ";";
  OMPItem Name;
  Name.Decl = V;
  Name.Text = V->getName().str();
  declareTargetAhead(Def, Decl,
                     OMPClause::list(OMPClauseKind::DirectiveList, Name));
  N.Info.push_back("declare: '" + V->getNameAsString() +
                   "' is also declared target before its definition (its "
                   "brace initializer needs it)");
}

void DataLowering::declareTargetAhead(const Decl *Before,
                                      const std::string &Declaration,
                                      OMPClause List) {
  OMPDirective Target{OMPWord::DeclareTarget};
  Target.addClause(std::move(List));
  OMPPreDeclaration P;
  P.Before = Before;
  P.Stmts = {OMPStmt::decl(Declaration), OMPStmt::directive(std::move(Target))};
  Out.addPreDeclaration(std::move(P));
}

void DataLowering::declareLinksAtFileScope(const DeclareDirective &D,
                                           OMPNode &N) {
  // Rule 7d: `link(x)` of an `extern` local names a variable of static
  // storage, whose device copy is the program's: its declare target goes
  // at file (namespace) scope, before the construct that holds the
  // function (a class defining it, a template).
  const Decl *Before = D.Function;
  for (const DeclContext *DC = Before->getDeclContext(); DC && DC->isRecord();
       DC = DC->getParent())
    Before = cast<Decl>(DC);
  for (const DataAttr &A : D.DMAs) {
    if (A.Kind != DAKind::Link)
      continue;
    const auto *V = cast<VarDecl>(A.Var);
    std::string Decl = "extern ";
    llvm::raw_string_ostream OS(Decl);
    V->getType().print(OS, Ctx.getPrintingPolicy(), V->getName());
    OS << ";";
    declareTargetAhead(Before, Decl,
                       OMPClause::list(OMPClauseKind::Link, item(A)));
    N.Info.push_back("declare: link(" + V->getNameAsString() +
                     ") of an extern local -> #pragma omp declare target "
                     "link at file scope, before the function");
  }
}

void DataLowering::addReturnExits(const DeclareDirective &D,
                                  const OMPStmts &Exit) {
  std::vector<const Stmt *> Exits(D.Returns.begin(), D.Returns.end());
  Exits.insert(Exits.end(), D.Jumps.begin(), D.Jumps.end());
  for (const Stmt *X : Exits) {
    OMPReturnExit &E = Out.returnExitFor(X);
    // Declares come in source order: a later one is inner.
    E.Exits.insert(E.Exits.begin(), Exit);
    if (const auto *R = dyn_cast<ReturnStmt>(X);
        R && R->getRetValue() && !D.Result.Decl.empty()) {
      E.ResultDecl = D.Result.Decl;
      E.ResultValue = D.Result.Value;
    }
  }
}

} // namespace accc::transform
