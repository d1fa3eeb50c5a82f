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
// `return` and the block's end when a `return` leaves it.
//
// Tests: test/Translate/declare.c, test/Diagnostics/declare-*.c,
// test/Execution/declare.c, test/Driver/line-markers-declare.c.
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

std::optional<OMPExternalName> DataLowering::externalize(const VarDecl *V) {
  const SourceManager &SM = Ctx.getSourceManager();
  // `static T v[...] = init;` alone: the text edit removes `static` and
  // names the symbol, nothing else.
  bool Simple = V->getStorageClass() == SC_Static &&
                V->getDeclContext()->isFileContext() && V->isFirstDecl() &&
                V == V->getMostRecentDecl() && V->getBeginLoc().isFileID() &&
                V->getEndLoc().isFileID() &&
                SM.isWrittenInMainFile(V->getBeginLoc()) &&
                // C++: `extern const` needs the initializer to define it.
                (!Ctx.getLangOpts().CPlusPlus ||
                 !V->getType().isConstQualified() || V->hasInit());
  if (Simple) {
    std::optional<Token> Next =
        Lexer::findNextToken(V->getEndLoc(), SM, Ctx.getLangOpts());
    Simple = Next && Next->is(tok::semi);
  }
  if (!Simple) {
    Diags.report(V->getLocation(), DiagID::err_acc_unsupported_declare_internal)
        << V->getName();
    return std::nullopt;
  }
  // Unique per translated file: the path of the main file.
  std::string Path = "?";
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getMainFileID()))
    Path = F->getFileEntry().tryGetRealPathName().str();
  OMPExternalName Name;
  Name.Var = V;
  Name.Symbol =
      V->getName().str() + "__accc_" + llvm::utohexstr(llvm::xxh3_64bits(Path));
  // C++: a const variable without `static` is still internal; `extern`
  // makes it external (its initializer defines it).
  Name.MakeExtern =
      Ctx.getLangOpts().CPlusPlus && V->getType().isConstQualified();
  Out.addExternalName(Name);
  return Name;
}

void DataLowering::lower(const DeclareDirective &D, OMPDeclare &Out) {
  OMPNode &N = Out.Node;
  std::vector<OMPExternalName> Externalized;
  if (!isGPU()) {
    N.Info.push_back("declare: nothing to do, the host's memory is the "
                     "device's");
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
    for (const DataAttr &A : D.DMAs) {
      if (A.Kind == DAKind::DevicePtr)
        continue;
      if (!A.Var->isExternallyVisible())
        if (std::optional<OMPExternalName> E =
                externalize(cast<VarDecl>(A.Var)))
          Externalized.push_back(*E);
      (A.Kind == DAKind::Link ? LinkList : ToList).Items.push_back(item(A));
    }
    for (OMPClause *List : {&ToList, &LinkList}) {
      if (List->Items.empty())
        continue;
      OMPDirective X{OMPWord::DeclareTarget};
      X.addClause(std::move(*List));
      AddLayer(std::move(X), "");
    }
  } else if (!D.LeftByReturn) {
    // The rest of the block is a `target data` region on the structured
    // count, exactly as an `acc data` construct around it.
    OMPDirective X{OMPWord::Target, OMPWord::Data};
    addEntryMaps(D.DMAs, DataSite::DeclareLocal, X, /*Hold=*/true);
    if (!X.Clauses.empty()) {
      AddLayer(std::move(X), " (to the end of the block)");
      Out.OpensBlock = true;
    }
  } else {
    // OpenMP forbids a `return` out of a `target data` region: enter data
    // here, exit data before each `return` and at the end of the block, on
    // the dynamic count (deviation: ompx_hold is not allowed there).
    OMPDirective Enter{OMPWord::Target, OMPWord::EnterData},
        Exit{OMPWord::Target, OMPWord::ExitData};
    for (const DataAttr &A : D.DMAs)
      if (std::optional<OMPMapType> MapType = enterMapType(A.Kind, DataSite::DeclareLocal)) {
        Enter.addClause(mapClause(A, *MapType, /*Hold=*/false));
        DataAttr Plain = A;
        Plain.Kind = DAKind::Copy; // no present modifier on exit
        Exit.addClause(mapClause(Plain, exitMapType(A.Kind, DataSite::DeclareLocal), /*Hold=*/false));
      }
    if (!Enter.Clauses.empty()) {
      Exit.mergeLists();
      AddLayer(std::move(Enter), "");
      N.Info.push_back("declare: data lifetime ends with #pragma " +
                       Exit.text() + " at each return and the end of the block");
      addReturnExits(D, Exit);
      Out.ExitAtBlockEnd = !D.EndsWithReturn; // unreachable after a return
      Out.Exit = std::move(Exit);
    }
  }
  if (N.Layers.empty())
    N.Info.push_back("declare: no data to map");
  for (const OMPExternalName &E : Externalized)
    N.Info.push_back("declare: static '" + E.Var->getNameAsString() +
                     "' becomes external, symbol '" + E.Symbol + "'");
}

void DataLowering::addReturnExits(const DeclareDirective &D,
                                  const OMPDirective &Exit) {
  QualType RT = D.Function->getReturnType();
  for (const ReturnStmt *R : D.Returns) {
    OMPReturnExit &E = Out.returnExitFor(R);
    // Declares come in source order: a later one is inner.
    E.Exits.insert(E.Exits.begin(), Exit);
    if (R->getRetValue() && !RT->isVoidType()) {
      std::string Decl;
      llvm::raw_string_ostream OS(Decl);
      RT.getUnqualifiedType().print(OS, Ctx.getPrintingPolicy(),
                                    "__accc_ret");
      E.ResultDecl = Decl;
    }
  }
}

} // namespace accc::transform
