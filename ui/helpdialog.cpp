#include "ui/helpdialog.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(tr("GPU Scout Help"));
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setAccessibleName(tr("Help text"));
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpDialog::openLink);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    // The text has the focus, so Page Down and the arrows scroll it; Tab reaches its links, then Close.
    setFocusProxy(m_browser);
    m_browser->setFocus();
    resize(820, 680);
}

QString HelpDialog::anchorFor(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    }
    return anchor;
}

bool HelpDialog::showSection(const QString &document, const QString &anchor)
{
    if (document != m_document) {
        QFile file(document);
        if (!file.open(QIODevice::ReadOnly)) {
            m_browser->setHtml(tr("<p>This help text is not part of this build of GPU Scout.</p>"));
            m_document.clear();
            show();
            return false;
        }
        m_browser->setMarkdown(QString::fromUtf8(file.readAll()));
        m_document = document;
    }
    show();
    raise();
    activateWindow();
    return scrollToAnchor(anchor);
}

bool HelpDialog::scrollToAnchor(const QString &anchor)
{
    QTextDocument *document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || anchorFor(block.text()) != anchor)
            continue;
        m_browser->setTextCursor(QTextCursor(block));
        // Put the heading at the top rather than merely somewhere in view.
        const QRectF rect = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(int(rect.top()));
        return true;
    }
    m_browser->verticalScrollBar()->setValue(0);
    return anchor.isEmpty();
}

QString HelpDialog::currentHeading() const
{
    const QTextBlock block = m_browser->textCursor().block();
    return block.blockFormat().headingLevel() > 0 ? block.text() : QString();
}

void HelpDialog::openLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") ||
        url.scheme() == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
        return;
    }
    if (url.hasFragment() && (url.path().isEmpty() || m_document.endsWith(url.path())))
        scrollToAnchor(url.fragment());
    else if (url.path().endsWith(QLatin1String(".md")))
        showSection(QStringLiteral(":/help/") + url.path().section(QLatin1String("../"), -1), url.fragment());
}
