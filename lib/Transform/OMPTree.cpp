//===- OMPTree.cpp - The OpenMP IR: construction and list operations ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Building clauses and statements, and the list operations of the lowering
// (adding a clause once, joining list clauses, removing an item), which
// compare clause kinds, modifiers and declarations, never printed text.
// Printing is OMPPrint.cpp's.
//
// Tests: unittests/Transform/OMPTreeTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "accc/Transform/OMPTree.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLExtras.h"

namespace accc::transform {

bool isListClause(OMPClauseKind K) {
  return K <= OMPClauseKind::DirectiveList;
}

OMPClause OMPClause::list(OMPClauseKind K, OMPItem Item, bool Implicit,
                          std::string Modifier) {
  OMPClause C{K};
  C.Items.push_back(std::move(Item));
  C.Implicit = Implicit;
  C.Modifier = std::move(Modifier);
  return C;
}

OMPClause OMPClause::map(OMPMapType T, OMPItem Item, bool Hold, bool Present,
                         bool Implicit) {
  OMPClause C = list(OMPClauseKind::Map, std::move(Item), Implicit);
  C.MapType = T;
  C.Hold = Hold;
  C.Present = Present;
  return C;
}

OMPClause OMPClause::value(OMPClauseKind K, std::string Arg,
                           std::string Modifier) {
  OMPClause C{K};
  C.Arg = std::move(Arg);
  C.Modifier = std::move(Modifier);
  return C;
}

bool OMPClause::operator==(const OMPClause &O) const {
  if (!sameListAs(O) || Arg != O.Arg || Items.size() != O.Items.size())
    return false;
  for (size_t I = 0; I < Items.size(); ++I)
    if (!Items[I].sameAs(O.Items[I]))
      return false;
  return true;
}

void OMPDirective::addClause(OMPClause C) {
  if (!llvm::is_contained(Clauses, C))
    Clauses.push_back(std::move(C));
}

namespace {

/// List clauses whose items one clause can hold in any number (depend
/// clauses stay one per queue, as they are written).
bool isJoinable(OMPClauseKind K) {
  return isListClause(K) && K != OMPClauseKind::Depend &&
         K != OMPClauseKind::Link && K != OMPClauseKind::DirectiveList;
}

} // namespace

void OMPDirective::mergeLists() {
  std::vector<OMPClause> Merged;
  for (OMPClause &C : Clauses) {
    auto Same = llvm::find_if(Merged, [&](const OMPClause &M) {
      return isJoinable(C.Kind) && M.sameListAs(C);
    });
    if (Same == Merged.end()) {
      Merged.push_back(std::move(C));
      continue;
    }
    // Add the items that are not there yet; the list is implicit only if
    // every item is.
    for (OMPItem &Item : C.Items)
      if (llvm::none_of(Same->Items,
                        [&](const OMPItem &H) { return H.sameAs(Item); }))
        Same->Items.push_back(std::move(Item));
    Same->Implicit &= C.Implicit;
  }
  Clauses = std::move(Merged);
}

void OMPDirective::removeItems(OMPClauseKind K, const clang::ValueDecl *V) {
  for (OMPClause &C : Clauses)
    if (C.Kind == K)
      llvm::erase_if(C.Items, [&](const OMPItem &I) { return I.isWhole(V); });
  llvm::erase_if(Clauses, [&](const OMPClause &C) {
    return C.Kind == K && C.Items.empty();
  });
}

bool OMPDirective::names(OMPClauseKind K, const clang::ValueDecl *V) const {
  return llvm::any_of(Clauses, [&](const OMPClause &C) {
    return C.Kind == K && llvm::any_of(C.Items, [&](const OMPItem &I) {
             return I.isWhole(V);
           });
  });
}

OMPStmt OMPStmt::decl(std::string Text, const clang::ValueDecl *CopyOf) {
  OMPStmt S;
  S.K = Kind::Decl;
  S.Text = std::move(Text);
  S.CopyOf = CopyOf;
  return S;
}

OMPStmt OMPStmt::code(std::string Text) {
  OMPStmt S;
  S.K = Kind::Code;
  S.Text = std::move(Text);
  return S;
}

OMPStmt OMPStmt::directive(OMPDirective D) {
  OMPStmt S;
  S.K = Kind::Directive;
  S.Dir = std::move(D);
  return S;
}

OMPStmt OMPStmt::loop(std::string Var, std::string Lb, std::string End,
                      std::vector<OMPStmt> Body) {
  OMPStmt S;
  S.K = Kind::Loop;
  S.Var = std::move(Var);
  S.Lb = std::move(Lb);
  S.End = std::move(End);
  S.Body = std::move(Body);
  return S;
}

bool OMPStmt::hasDirective() const {
  return K == Kind::Directive ||
         llvm::any_of(Body, [](const OMPStmt &S) { return S.hasDirective(); });
}

bool OMPNode::closesWithDirective() const {
  for (const OMPLayer &L : Layers)
    if (L.opensCompound() &&
        llvm::any_of(L.Epilogue,
                     [](const OMPStmt &S) { return S.hasDirective(); }))
      return true;
  return false;
}

void Translation::replaceExpr(const clang::Expr *E, std::string Text) {
  // Drop the replacements of sub-expressions (`s.a` in `s.a.b`).
  llvm::SmallVector<const clang::Stmt *, 8> Work(E->child_begin(),
                                                  E->child_end());
  while (!Work.empty()) {
    const clang::Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (const auto *X = llvm::dyn_cast<clang::Expr>(S))
      Replacements.erase(X);
    Work.append(S->child_begin(), S->child_end());
  }
  Replacements[E] = std::move(Text);
}

OMPReturnExit &Translation::returnExitFor(const clang::Stmt *X) {
  for (OMPReturnExit &E : Returns)
    if (E.Exit == X)
      return E;
  Returns.emplace_back().Exit = X;
  return Returns.back();
}

void Translation::addExternalName(OMPExternalName N) {
  if (llvm::none_of(ExternalNames, [&](const OMPExternalName &E) {
        return E.Var == N.Var;
      }))
    ExternalNames.push_back(std::move(N));
}

void Translation::addPreDeclaration(OMPPreDeclaration D) {
  // A declared reduction is one entry per name (findPreDeclaration).
  if (!D.Key.empty()) {
    if (llvm::none_of(PreDeclarations, [&](const OMPPreDeclaration &P) {
          return P.Before == D.Before && P.Key == D.Key;
        }))
      PreDeclarations.push_back(std::move(D));
    return;
  }
  // Lines already there for the declaration are not repeated (a variable
  // named in two declares; routines of one class).
  for (OMPPreDeclaration &P : PreDeclarations)
    if (P.Before == D.Before && P.Key.empty()) {
      std::vector<std::string> Have = printLines(P.Stmts);
      for (OMPStmt &S : D.Stmts)
        if (!llvm::is_contained(Have, printLines({S}).front()))
          P.Stmts.push_back(std::move(S));
      return;
    }
  PreDeclarations.push_back(std::move(D));
}

void Translation::addPostDeclaration(OMPPostDeclaration D) {
  if (llvm::none_of(PostDeclarations, [&](const OMPPostDeclaration &P) {
        return P.Key == D.Key;
      }))
    PostDeclarations.push_back(std::move(D));
}

OMPPreDeclaration *Translation::findPreDeclaration(llvm::StringRef Key) {
  for (OMPPreDeclaration &P : PreDeclarations)
    if (!P.Key.empty() && P.Key == Key)
      return &P;
  return nullptr;
}

std::string Translation::declaredReductionName(const std::string &Key,
                                               llvm::StringRef Base) {
  auto [It, New] = ReductionNames.try_emplace(Key);
  if (!New)
    return It->second;
  std::string Name = Base.str();
  for (unsigned N = 2; !ReductionNamesUsed.insert(Name).second; ++N)
    Name = Base.str() + "_" + std::to_string(N);
  It->second = Name;
  return Name;
}

} // namespace accc::transform
