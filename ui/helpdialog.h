#pragma once

#include <QDialog>

class QTextBrowser;

/// Shows the user guide (compiled in as a resource) and jumps to a section, so Help works offline and
/// always matches the installed version.
class HelpDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HelpDialog(QWidget *parent = nullptr);

    /// Loads a Markdown document (e.g. ":/help/resources/help/userguide.md") and scrolls to the heading whose
    /// GitHub-style anchor is `anchor`; false when the document is missing or has no such heading.
    bool showSection(const QString &document, const QString &anchor);
    /// "How the estimate works" -> "how-the-estimate-works", as GitHub names README sections.
    static QString anchorFor(const QString &heading);

    QTextBrowser *browser() const { return m_browser; }
    QString currentHeading() const;

private:
    bool scrollToAnchor(const QString &anchor);
    void openLink(const QUrl &url);

    QTextBrowser *m_browser;
    QString m_document;
};
